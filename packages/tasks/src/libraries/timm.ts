import type { LibraryUiElement } from "./types.js";

export const timm: LibraryUiElement = {
	prettyLabel: "timm",
	repoName: "pytorch-image-models",
	repoUrl: "https://github.com/rwightman/pytorch-image-models",
	docsUrl: "https://huggingface.co/docs/hub/timm",
	filter: true,
};
