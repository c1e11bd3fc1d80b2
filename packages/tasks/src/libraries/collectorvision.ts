import type { LibraryUiElement } from "./types.js";

export const collectorvision: LibraryUiElement = {
	prettyLabel: "CollectorVision",
	repoName: "CollectorVision",
	repoUrl: "https://github.com/HanClinto/CollectorVision",
	filter: false,
	countDownloads: `path_extension:"onnx"`,
};
