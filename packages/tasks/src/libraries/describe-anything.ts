import type { LibraryUiElement } from "./types.js";

export const describeAnything: LibraryUiElement = {
	prettyLabel: "Describe Anything",
	repoName: "Describe Anything",
	repoUrl: "https://github.com/NVlabs/describe-anything",
	filter: false,
};
