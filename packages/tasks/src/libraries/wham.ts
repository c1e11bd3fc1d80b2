import type { LibraryUiElement } from "./types.js";

export const wham: LibraryUiElement = {
	prettyLabel: "WHAM",
	repoName: "wham",
	repoUrl: "https://huggingface.co/microsoft/wham",
	docsUrl: "https://huggingface.co/microsoft/wham/blob/main/README.md",
	filter: false,
	countDownloads: `path_extension:"ckpt"`,
};
