import type { LibraryUiElement } from "./types.js";

export const seedStory: LibraryUiElement = {
	prettyLabel: "SEED-Story",
	repoName: "SEED-Story",
	repoUrl: "https://github.com/TencentARC/SEED-Story",
	filter: false,
};
