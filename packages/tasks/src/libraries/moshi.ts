import type { LibraryUiElement } from "./types.js";

export const moshi: LibraryUiElement = {
	prettyLabel: "Moshi",
	repoName: "Moshi",
	repoUrl: "https://github.com/kyutai-labs/moshi",
	filter: false,
};
