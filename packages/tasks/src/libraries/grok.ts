import type { ModelData } from "../model-data.js";
import { shellSingleQuoted } from "./shared/index.js";
import type { LibraryUiElement } from "./types.js";

/** Grok-1 runs from a clone of its repo, with the checkpoint downloaded into checkpoints/. */
const usage = (model: ModelData): string[] => [
	`git clone https://github.com/xai-org/grok-1.git
cd grok-1
pip install -r requirements.txt

huggingface-cli download ${shellSingleQuoted(model.id)} --repo-type model --include "ckpt-0/*" --local-dir checkpoints

# Loads the checkpoint and samples from the model (needs a multi-GPU machine)
python run.py`,
];

export const grok: LibraryUiElement = {
	prettyLabel: "Grok",
	repoName: "Grok",
	repoUrl: "https://github.com/xai-org/grok-1",
	filter: false,
	countDownloads: `path:"ckpt/tensor00000_000" OR path:"ckpt-0/tensor00000_000"`,
	snippets: usage,
};
