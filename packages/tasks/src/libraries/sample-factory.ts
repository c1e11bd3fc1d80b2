import type { LibraryUiElement } from "./types.js";

export const sampleFactory: LibraryUiElement = {
	prettyLabel: "sample-factory",
	repoName: "sample-factory",
	repoUrl: "https://github.com/alex-petrenko/sample-factory",
	docsUrl: "https://huggingface.co/docs/hub/sample-factory",
	filter: true,
};
