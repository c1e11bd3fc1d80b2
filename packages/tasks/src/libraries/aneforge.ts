import type { LibraryUiElement } from "./types.js";

export const aneforge: LibraryUiElement = {
	prettyLabel: "ANEForge",
	repoName: "ANEForge",
	repoUrl: "https://github.com/sbryngelson/ANEForge",
	docsUrl: "https://aneforge.readthedocs.io",
	filter: false,
};
