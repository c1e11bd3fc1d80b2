import type { LibraryUiElement } from "./types.js";

export const outetts: LibraryUiElement = {
	prettyLabel: "OuteTTS",
	repoName: "OuteTTS",
	repoUrl: "https://github.com/edwko/OuteTTS",
	filter: false,
};
