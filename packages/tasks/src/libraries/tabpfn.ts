import type { LibraryUiElement } from "./types.js";

export const tabpfn: LibraryUiElement = {
	prettyLabel: "TabPFN",
	repoName: "TabPFN",
	repoUrl: "https://github.com/PriorLabs/TabPFN",
	filter: false,
};
