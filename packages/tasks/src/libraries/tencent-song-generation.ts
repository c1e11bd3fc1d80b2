import type { LibraryUiElement } from "./types.js";

export const tencentSongGeneration: LibraryUiElement = {
	prettyLabel: "SongGeneration",
	repoName: "SongGeneration",
	repoUrl: "https://github.com/tencent-ailab/songgeneration",
	filter: false,
	countDownloads: `path:"ckpt/songgeneration_base/model.pt"`,
};
