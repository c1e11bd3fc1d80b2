import type { LibraryUiElement } from "./types.js";

export const vui: LibraryUiElement = {
	prettyLabel: "Vui",
	repoName: "Vui",
	repoUrl: "https://github.com/vui-ai/vui",
	filter: false,
	countDownloads: `path_extension:"pt"`,
};
