import type { LibraryUiElement } from "./types.js";

export const asteroid: LibraryUiElement = {
	prettyLabel: "Asteroid",
	repoName: "Asteroid",
	repoUrl: "https://github.com/asteroid-team/asteroid",
	docsUrl: "https://huggingface.co/docs/hub/asteroid",
	filter: true,
};
