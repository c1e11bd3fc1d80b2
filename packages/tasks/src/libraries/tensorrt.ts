import type { LibraryUiElement } from "./types.js";

export const tensorrt: LibraryUiElement = {
	prettyLabel: "TensorRT",
	repoName: "TensorRT",
	repoUrl: "https://github.com/NVIDIA/TensorRT",
	filter: false,
	countDownloads: `path_extension:"onnx"`,
};
