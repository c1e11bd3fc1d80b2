import type { LibraryUiElement } from "./types.js";

export const sapiens2: LibraryUiElement = {
	prettyLabel: "sapiens2",
	repoName: "sapiens2",
	repoUrl: "https://github.com/facebookresearch/sapiens2",
	filter: false,
	countDownloads: `path_extension:"safetensors"`,
};
