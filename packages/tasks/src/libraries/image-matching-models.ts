import type { LibraryUiElement } from "./types.js";

export const imageMatchingModels: LibraryUiElement = {
	prettyLabel: "Image Matching Models",
	repoName: "Image Matching Models",
	repoUrl: "https://github.com/alexstoken/image-matching-models",
	filter: false,
	countDownloads: `path_extension:"safetensors"`,
};
