import type { LibraryUiElement } from "./types.js";

export const hyWorldplay: LibraryUiElement = {
	prettyLabel: "HY-WorldPlay",
	repoName: "HY-WorldPlay",
	repoUrl: "https://github.com/Tencent-Hunyuan/HY-WorldPlay",
	filter: false,
	countDownloads: `path_extension:"json"`,
};
