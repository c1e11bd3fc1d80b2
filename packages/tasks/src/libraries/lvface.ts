import type { LibraryUiElement } from "./types.js";

export const lvface: LibraryUiElement = {
	prettyLabel: "LVFace",
	repoName: "LVFace",
	repoUrl: "https://github.com/bytedance/LVFace",
	filter: false,
	countDownloads: `path_extension:"pt" OR path_extension:"onnx"`,
};
