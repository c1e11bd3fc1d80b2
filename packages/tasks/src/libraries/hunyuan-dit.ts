import type { LibraryUiElement } from "./types.js";

export const hunyuanDit: LibraryUiElement = {
	prettyLabel: "HunyuanDiT",
	repoName: "HunyuanDiT",
	repoUrl: "https://github.com/Tencent/HunyuanDiT",
	filter: false,
};
