import type { LibraryUiElement } from "./types.js";

export const medvae: LibraryUiElement = {
	prettyLabel: "MedVAE",
	repoName: "MedVAE",
	repoUrl: "https://github.com/StanfordMIMI/MedVAE",
	filter: false,
};
