import type { LibraryUiElement } from "./types.js";

export const araclip: LibraryUiElement = {
	prettyLabel: "AraClip",
	repoName: "AraClip",
	repoUrl: "https://huggingface.co/Arabic-Clip/araclip",
	filter: false,
};
