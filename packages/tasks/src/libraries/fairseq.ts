import type { LibraryUiElement } from "./types.js";

export const fairseq: LibraryUiElement = {
	prettyLabel: "Fairseq",
	repoName: "fairseq",
	repoUrl: "https://github.com/pytorch/fairseq",
	filter: true,
};
