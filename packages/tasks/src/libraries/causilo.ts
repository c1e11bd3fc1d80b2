import type { LibraryUiElement } from "./types.js";

export const causilo: LibraryUiElement = {
	prettyLabel: "Causilo",
	repoName: "Causilo",
	repoUrl: "https://github.com/nums-ai/causilo",
	filter: false,
	countDownloads: `path:"classifier/config.json" OR path:"regressor/config.json"`,
};
