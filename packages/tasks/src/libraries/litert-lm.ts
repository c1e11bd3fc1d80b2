import type { LibraryUiElement } from "./types.js";

export const litertLm: LibraryUiElement = {
	prettyLabel: "LiteRT-LM",
	repoName: "LiteRT-LM",
	repoUrl: "https://github.com/google-ai-edge/LiteRT-LM",
	filter: false,
	countDownloads: `path_extension:"litertlm" OR path_extension:"task"`,
};
