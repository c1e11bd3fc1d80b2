import type { LibraryUiElement } from "./types.js";

export const graniteLibrary: LibraryUiElement = {
	prettyLabel: "Granite Library",
	repoName: "mellea",
	repoUrl: "https://github.com/generative-computing/mellea",
	filter: false,
	countDownloads: `path_filename:"adapter_config" AND path_extension:"json"`,
};
