import type { LibraryUiElement } from "./types.js";

export const transformersJs: LibraryUiElement = {
	prettyLabel: "Transformers.js",
	repoName: "transformers.js",
	repoUrl: "https://github.com/huggingface/transformers.js",
	docsUrl: "https://huggingface.co/docs/hub/transformers-js",
	filter: true,
};
