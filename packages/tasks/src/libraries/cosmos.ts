import type { LibraryUiElement } from "./types.js";

export const cosmos: LibraryUiElement = {
	prettyLabel: "Cosmos",
	repoName: "Cosmos",
	repoUrl: "https://github.com/NVIDIA/Cosmos",
	filter: false,
	countDownloads: `path:"config.json" OR path_extension:"pt"`,
};
