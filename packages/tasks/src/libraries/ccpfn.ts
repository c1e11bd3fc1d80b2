import type { LibraryUiElement } from "./types.js";

export const ccpfn: LibraryUiElement = {
	prettyLabel: "CCPFN",
	repoName: "CCPFN",
	repoUrl: "https://huggingface.co/Layer6/CCPFN",
	filter: false,
	countDownloads: `path_extension:"pt"`,
};
