import type { LibraryUiElement } from "./types.js";

export const hunyuanDit: LibraryUiElement = {
	prettyLabel: "HunyuanDiT",
	repoName: "HunyuanDiT",
	repoUrl: "https://github.com/Tencent/HunyuanDiT",
	filter: false,
	countDownloads: `path:"pytorch_model_ema.pt" OR path:"pytorch_model_distill.pt"`,
};
