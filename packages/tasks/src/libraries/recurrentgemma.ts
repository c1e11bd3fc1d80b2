import type { LibraryUiElement } from "./types.js";

export const recurrentgemma: LibraryUiElement = {
	prettyLabel: "RecurrentGemma",
	repoName: "recurrentgemma",
	repoUrl: "https://github.com/google-deepmind/recurrentgemma",
	filter: false,
};
