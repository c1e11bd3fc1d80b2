import type { ModelData } from "../model-data.js";
import { shellSingleQuoted } from "./shared/index.js";
import type { LibraryUiElement } from "./types.js";

/** LivePortrait runs from a clone of its repo, with the weights downloaded into pretrained_weights/. */
const usage = (model: ModelData): string[] => [
	`git clone https://github.com/KwaiVGI/LivePortrait
cd LivePortrait
pip install -r requirements.txt

huggingface-cli download ${shellSingleQuoted(model.id)} --local-dir pretrained_weights --exclude "*.git*" "README.md" "docs"

# Animate a source portrait with the motion of a driving video
python inference.py -s assets/examples/source/s9.jpg -d assets/examples/driving/d0.mp4`,
];

export const liveportrait: LibraryUiElement = {
	prettyLabel: "LivePortrait",
	repoName: "LivePortrait",
	repoUrl: "https://github.com/KwaiVGI/LivePortrait",
	filter: false,
	countDownloads: `path:"liveportrait/landmark.onnx"`,
	snippets: usage,
};
