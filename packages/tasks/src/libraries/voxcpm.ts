import type { LibraryUiElement } from "./types.js";

export const voxcpm: LibraryUiElement = {
	prettyLabel: "VoxCPM",
	repoName: "VoxCPM",
	repoUrl: "https://github.com/OpenBMB/VoxCPM",
	filter: false,
};
