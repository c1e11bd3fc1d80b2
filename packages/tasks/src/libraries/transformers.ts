import type { LibraryUiElement } from "./types.js";

export const transformers: LibraryUiElement = {
	prettyLabel: "Transformers",
	repoName: "\ud83e\udd17/transformers",
	repoUrl: "https://github.com/huggingface/transformers",
	docsUrl: "https://huggingface.co/docs/hub/transformers",
	filter: true,
};
