import type { LibraryUiElement } from "./types.js";

export const bagelMot: LibraryUiElement = {
	prettyLabel: "Bagel",
	repoName: "Bagel",
	repoUrl: "https://github.com/ByteDance-Seed/Bagel/",
	filter: false,
	countDownloads: `path:"llm_config.json"`,
};
