import type { LibraryUiElement } from "./types.js";

export const sana: LibraryUiElement = {
	prettyLabel: "Sana",
	repoName: "Sana",
	repoUrl: "https://github.com/NVlabs/Sana",
	filter: false,
};
