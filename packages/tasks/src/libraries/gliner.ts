import type { LibraryUiElement } from "./types.js";

export const gliner: LibraryUiElement = {
	prettyLabel: "GLiNER",
	repoName: "GLiNER",
	repoUrl: "https://github.com/urchade/GLiNER",
	filter: false,
};
