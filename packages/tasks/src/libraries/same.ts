import type { LibraryUiElement } from "./types.js";

export const same: LibraryUiElement = {
	prettyLabel: "SAME",
	repoName: "SAME",
	repoUrl: "https://github.com/GengzeZhou/SAME",
	filter: false,
	countDownloads: `path:"ckpt/SAME.pt" OR path:"pretrain/Attnq_pretrained_ckpt.pt"`,
};
