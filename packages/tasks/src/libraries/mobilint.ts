import type { LibraryUiElement } from "./types.js";

export const mobilint: LibraryUiElement = {
	prettyLabel: "Mobilint",
	repoName: "mblt-model-zoo",
	repoUrl: "https://github.com/mobilint/mblt-model-zoo",
	docsUrl: "https://docs.mobilint.com",
	filter: false,
	countDownloads: `path:"config.json" OR path_extension:"mxq"`,
};
