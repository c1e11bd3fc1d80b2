import type { LibraryUiElement } from "./types.js";

export const elm: LibraryUiElement = {
	prettyLabel: "ELM",
	repoName: "elm",
	repoUrl: "https://github.com/slicex-ai/elm",
	filter: false,
	countDownloads: `path_filename:"slicex_elm_config" AND path_extension:"json"`,
};
