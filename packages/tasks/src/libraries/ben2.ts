import type { LibraryUiElement } from "./types.js";

export const ben2: LibraryUiElement = {
	prettyLabel: "BEN2",
	repoName: "BEN2",
	repoUrl: "https://github.com/PramaLLC/BEN2",
	filter: false,
};
