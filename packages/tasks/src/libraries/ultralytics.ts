import type { LibraryUiElement } from "./types.js";

export const ultralytics: LibraryUiElement = {
	prettyLabel: "ultralytics",
	repoName: "ultralytics",
	repoUrl: "https://github.com/ultralytics/ultralytics",
	docsUrl: "https://github.com/ultralytics/ultralytics",
	filter: false,
};
