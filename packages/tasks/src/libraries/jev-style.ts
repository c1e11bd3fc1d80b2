import type { LibraryUiElement } from "./types.js";

export const jevStyle: LibraryUiElement = {
	prettyLabel: "jev-style",
	repoName: "jev-style",
	repoUrl: "https://github.com/lawrence3699/jev-style",
	filter: false,
	countDownloads: `path_extension:"gguf" OR (path_filename:"config" AND path_extension:"json")`,
};
