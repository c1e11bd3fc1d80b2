import type { LibraryUiElement } from "./types.js";

export const diffusers: LibraryUiElement = {
	prettyLabel: "Diffusers",
	repoName: "\ud83e\udd17/diffusers",
	repoUrl: "https://github.com/huggingface/diffusers",
	docsUrl: "https://huggingface.co/docs/hub/diffusers",
	filter: true,
};
