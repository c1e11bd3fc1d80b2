import type { LibraryUiElement } from "./types.js";

export const perceptionEncoder: LibraryUiElement = {
	prettyLabel: "PerceptionEncoder",
	repoName: "PerceptionModels",
	repoUrl: "https://github.com/facebookresearch/perception_models",
	filter: false,
};
