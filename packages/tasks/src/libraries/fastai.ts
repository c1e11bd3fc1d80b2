import type { LibraryUiElement } from "./types.js";

export const fastai: LibraryUiElement = {
	prettyLabel: "fastai",
	repoName: "fastai",
	repoUrl: "https://github.com/fastai/fastai",
	docsUrl: "https://huggingface.co/docs/hub/fastai",
	filter: true,
};
