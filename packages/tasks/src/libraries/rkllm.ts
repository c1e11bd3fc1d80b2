import type { LibraryUiElement } from "./types.js";

export const rkllm: LibraryUiElement = {
	prettyLabel: "RKLLM",
	repoName: "RKLLM",
	repoUrl: "https://github.com/airockchip/rknn-llm",
	filter: false,
	countDownloads: `path_extension:"rkllm"`,
};
