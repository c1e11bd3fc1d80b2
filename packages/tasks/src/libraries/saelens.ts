import type { LibraryUiElement } from "./types.js";

export const saelens: LibraryUiElement = {
	prettyLabel: "SAELens",
	repoName: "SAELens",
	repoUrl: "https://github.com/jbloomAus/SAELens",
	filter: false,
};
