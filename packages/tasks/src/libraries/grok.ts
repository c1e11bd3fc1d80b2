import type { LibraryUiElement } from "./types.js";

export const grok: LibraryUiElement = {
	prettyLabel: "Grok",
	repoName: "Grok",
	repoUrl: "https://github.com/xai-org/grok-1",
	filter: false,
	countDownloads: `path:"ckpt/tensor00000_000" OR path:"ckpt-0/tensor00000_000"`,
};
