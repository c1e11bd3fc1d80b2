import type { LibraryUiElement } from "./types.js";

export const openOasis: LibraryUiElement = {
	prettyLabel: "open-oasis",
	repoName: "open-oasis",
	repoUrl: "https://github.com/etched-ai/open-oasis",
	filter: false,
};
