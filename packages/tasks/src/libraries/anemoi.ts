import type { LibraryUiElement } from "./types.js";

export const anemoi: LibraryUiElement = {
	prettyLabel: "AnemoI",
	repoName: "AnemoI",
	repoUrl: "https://github.com/ecmwf/anemoi-inference",
	docsUrl: "https://anemoi-docs.readthedocs.io/en/latest/",
	filter: false,
};
