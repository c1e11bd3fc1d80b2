import type { LibraryUiElement } from "./types.js";

export const manas1: LibraryUiElement = {
	prettyLabel: "MANAS-1",
	repoName: "MANAS-1",
	repoUrl: "https://github.com/NeurodxAI/manas-1",
	filter: false,
	countDownloads: `path_extension:"pt"`,
};
