import type { ModelData } from "../model-data.js";
import { pythonString } from "./shared/index.js";
import type { LibraryUiElement } from "./types.js";

const usage = (model: ModelData): string[] => [
	`from huggingface_hub import from_pretrained_fastai

learner = from_pretrained_fastai(${pythonString(model.id)})
prediction = learner.predict("path/to/input")`,
];

export const fastai: LibraryUiElement = {
	prettyLabel: "fastai",
	repoName: "fastai",
	repoUrl: "https://github.com/fastai/fastai",
	docsUrl: "https://huggingface.co/docs/hub/fastai",
	filter: true,
	snippets: usage,
};
