import type { LibraryUiElement } from "./types.js";

export const songbloom: LibraryUiElement = {
	prettyLabel: "SongBloom",
	repoName: "SongBloom",
	repoUrl: "https://github.com/Cypress-Yang/SongBloom",
	filter: false,
	countDownloads: `path_extension:"pt"`,
};
