import type { ModelData } from "../model-data.js";
import { shellSingleQuoted } from "./shared/index.js";
import type { LibraryUiElement } from "./types.js";

/** HunyuanDiT runs from a clone of its repo, with the checkpoint downloaded into ckpts/. */
const usage = (model: ModelData): string[] => [
	`git clone https://github.com/Tencent/HunyuanDiT
cd HunyuanDiT
pip install -r requirements.txt

huggingface-cli download ${shellSingleQuoted(model.id)} --local-dir ckpts

# Text-to-image without the prompt-enhancement model
python sample_t2i.py --prompt "a cat chasing a butterfly, ink painting" --no-enhance`,
];

export const hunyuanDit: LibraryUiElement = {
	prettyLabel: "HunyuanDiT",
	repoName: "HunyuanDiT",
	repoUrl: "https://github.com/Tencent/HunyuanDiT",
	filter: false,
	countDownloads: `path:"pytorch_model_ema.pt" OR path:"pytorch_model_distill.pt"`,
	snippets: usage,
};
