import type { LibraryUiElement } from "./types.js";

export const flexray: LibraryUiElement = {
	prettyLabel: "FleXray",
	repoName: "FleXray",
	repoUrl: "https://github.com/VictorButoi/FleXray",
	filter: false,
	countDownloads: `path_extension:"safetensors" OR path_extension:"onnx"`,
};
