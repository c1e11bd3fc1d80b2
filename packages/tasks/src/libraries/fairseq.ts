import type { ModelData } from "../model-data.js";
import { pythonString } from "./shared/index.js";
import type { LibraryUiElement } from "./types.js";

const usage = (model: ModelData): string[] => [
	`from fairseq.checkpoint_utils import load_model_ensemble_and_task_from_hf_hub

models, cfg, task = load_model_ensemble_and_task_from_hf_hub(${pythonString(model.id)})`,
];

export const fairseq: LibraryUiElement = {
	prettyLabel: "Fairseq",
	repoName: "fairseq",
	repoUrl: "https://github.com/pytorch/fairseq",
	filter: true,
	snippets: usage,
};
