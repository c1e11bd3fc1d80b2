import type { LibraryUiElement } from "./types.js";

export const mindspore: LibraryUiElement = {
	prettyLabel: "MindSpore",
	repoName: "mindspore",
	repoUrl: "https://github.com/mindspore-ai/mindspore",
	filter: false,
};
