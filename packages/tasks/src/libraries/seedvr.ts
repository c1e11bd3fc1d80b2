import type { LibraryUiElement } from "./types.js";

export const seedvr: LibraryUiElement = {
	prettyLabel: "SeedVR",
	repoName: "SeedVR",
	repoUrl: "https://github.com/ByteDance-Seed/SeedVR",
	filter: false,
	countDownloads: `path_extension:"pth"`,
};
