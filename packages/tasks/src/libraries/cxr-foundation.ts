import type { LibraryUiElement } from "./types.js";

export const cxrFoundation: LibraryUiElement = {
	prettyLabel: "CXR Foundation",
	repoName: "cxr-foundation",
	repoUrl: "https://github.com/google-health/cxr-foundation",
	filter: false,
};
