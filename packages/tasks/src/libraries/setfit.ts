import type { LibraryUiElement } from "./types.js";

export const setfit: LibraryUiElement = {
	prettyLabel: "setfit",
	repoName: "setfit",
	repoUrl: "https://github.com/huggingface/setfit",
	docsUrl: "https://huggingface.co/docs/hub/setfit",
	filter: true,
};
