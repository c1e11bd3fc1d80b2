import type { LibraryUiElement } from "./types.js";

export const magi1: LibraryUiElement = {
	prettyLabel: "MAGI-1",
	repoName: "MAGI-1",
	repoUrl: "https://github.com/SandAI-org/MAGI-1",
	filter: false,
	countDownloads: `path:"ckpt/vae/config.json"`,
};
