import type { LibraryUiElement } from "./types.js";

export const peft: LibraryUiElement = {
	prettyLabel: "PEFT",
	repoName: "PEFT",
	repoUrl: "https://github.com/huggingface/peft",
	filter: true,
};
