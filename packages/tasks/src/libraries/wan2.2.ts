import type { LibraryUiElement } from "./types.js";

export const wan22: LibraryUiElement = {
	prettyLabel: "Wan2.2",
	repoName: "Wan2.2",
	repoUrl: "https://github.com/Wan-Video/Wan2.2",
	filter: false,
	countDownloads: `path_filename:"config" AND path_extension:"json"`,
};
