import type { LibraryUiElement } from "./types.js";

export const gliformer: LibraryUiElement = {
	prettyLabel: "GLiFormer",
	repoName: "GLiFormer",
	repoUrl: "https://github.com/Knowledgator/GLiFormer",
	filter: false,
	countDownloads: `path:"gliner_config.json"`,
};
