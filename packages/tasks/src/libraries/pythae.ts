import type { LibraryUiElement } from "./types.js";

export const pythae: LibraryUiElement = {
	prettyLabel: "pythae",
	repoName: "pythae",
	repoUrl: "https://github.com/clementchadebec/benchmark_VAE",
	filter: false,
};
