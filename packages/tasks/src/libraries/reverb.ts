import type { LibraryUiElement } from "./types.js";

export const reverb: LibraryUiElement = {
	prettyLabel: "Reverb",
	repoName: "Reverb",
	repoUrl: "https://github.com/revdotcom/reverb",
	filter: false,
};
