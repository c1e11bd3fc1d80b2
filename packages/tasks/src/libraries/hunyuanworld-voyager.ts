import type { LibraryUiElement } from "./types.js";

export const hunyuanworldVoyager: LibraryUiElement = {
	prettyLabel: "HunyuanWorld-voyager",
	repoName: "HunyuanWorld-voyager",
	repoUrl: "https://github.com/Tencent-Hunyuan/HunyuanWorld-Voyager",
	filter: false,
};
