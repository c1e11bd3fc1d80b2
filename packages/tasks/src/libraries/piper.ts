import type { LibraryUiElement } from "./types.js";

export const piper: LibraryUiElement = {
	prettyLabel: "Piper",
	repoName: "Piper",
	repoUrl: "https://github.com/OHF-Voice/piper1-gpl",
	filter: false,
	countDownloads: `path_extension:"onnx" OR path_extension:"ckpt"`,
};
