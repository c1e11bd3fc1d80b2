import type { LibraryUiElement } from "./types.js";

export const videoxFun: LibraryUiElement = {
	prettyLabel: "VideoX Fun",
	repoName: "VideoX Fun",
	repoUrl: "https://github.com/aigc-apps/VideoX-Fun",
	filter: false,
	countDownloads: `path_extension:"safetensors"`,
};
