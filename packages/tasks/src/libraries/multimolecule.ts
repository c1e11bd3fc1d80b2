import type { LibraryUiElement } from "./types.js";

export const multimolecule: LibraryUiElement = {
	prettyLabel: "MultiMolecule",
	repoName: "MultiMolecule",
	repoUrl: "https://github.com/MultiMolecule/multimolecule",
	docsUrl: "https://multimolecule.danling.org",
	filter: false,
};
