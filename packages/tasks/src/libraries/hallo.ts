import type { ModelData } from "../model-data.js";
import { shellSingleQuoted } from "./shared/index.js";
import type { LibraryUiElement } from "./types.js";

/** Hallo runs from a clone of its repo, with the weights downloaded into pretrained_models/. */
const usage = (model: ModelData): string[] => [
	`git clone https://github.com/fudan-generative-vision/hallo
cd hallo
pip install -r requirements.txt

huggingface-cli download ${shellSingleQuoted(model.id)} --local-dir pretrained_models

# Animate a portrait with a WAV of English speech; the video lands in .cache/output.mp4
python scripts/inference.py --source_image portrait.jpg --driving_audio speech.wav`,
];

export const hallo: LibraryUiElement = {
	prettyLabel: "Hallo",
	repoName: "Hallo",
	repoUrl: "https://github.com/fudan-generative-vision/hallo",
	filter: false,
	countDownloads: `path:"hallo/net.pth"`,
	snippets: usage,
};
