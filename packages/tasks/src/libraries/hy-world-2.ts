import type { LibraryUiElement } from "./types.js";

export const hyWorld2: LibraryUiElement = {
	prettyLabel: "HY-World-2.0",
	repoName: "HY-World-2.0",
	repoUrl: "https://github.com/Tencent-Hunyuan/HY-World-2.0",
	filter: false,
	countDownloads: `path_extension:"json"`,
};
