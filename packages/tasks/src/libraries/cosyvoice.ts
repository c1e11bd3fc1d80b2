import type { LibraryUiElement } from "./types.js";

export const cosyvoice: LibraryUiElement = {
	prettyLabel: "CosyVoice",
	repoName: "CosyVoice",
	repoUrl: "https://github.com/FunAudioLLM/CosyVoice",
	filter: false,
	countDownloads: `path_extension:"onnx" OR path_extension:"pt"`,
};
