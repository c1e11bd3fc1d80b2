import type { LibraryUiElement } from "./types.js";

export const liveportrait: LibraryUiElement = {
	prettyLabel: "LivePortrait",
	repoName: "LivePortrait",
	repoUrl: "https://github.com/KwaiVGI/LivePortrait",
	filter: false,
	countDownloads: `path:"liveportrait/landmark.onnx"`,
};
