import type { LibraryUiElement } from "./types.js";

export const paddleOcr: LibraryUiElement = {
	prettyLabel: "PaddleOCR",
	repoName: "PaddleOCR",
	repoUrl: "https://github.com/PaddlePaddle/PaddleOCR",
	docsUrl: "https://www.paddleocr.ai/",
	filter: true,
	countDownloads: `path_extension:"safetensors" OR path:"inference.pdiparams" OR path:"inference.onnx"`,
};
