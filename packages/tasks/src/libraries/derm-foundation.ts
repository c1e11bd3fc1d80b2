import type { LibraryUiElement } from "./types.js";

export const dermFoundation: LibraryUiElement = {
	prettyLabel: "Derm Foundation",
	repoName: "derm-foundation",
	repoUrl: "https://github.com/google-health/derm-foundation",
	filter: false,
};
