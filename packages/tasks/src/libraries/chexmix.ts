import type { LibraryUiElement } from "./types.js";

export const chexmix: LibraryUiElement = {
	prettyLabel: "CheXmix",
	repoName: "CheXmix",
	repoUrl: "https://github.com/StanfordMIMI/CheXmix",
	filter: false,
	countDownloads: `path_extension:"safetensors"`,
};
