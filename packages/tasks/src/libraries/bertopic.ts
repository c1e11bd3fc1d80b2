import type { LibraryUiElement } from "./types.js";

export const bertopic: LibraryUiElement = {
	prettyLabel: "BERTopic",
	repoName: "BERTopic",
	repoUrl: "https://github.com/MaartenGr/BERTopic",
	filter: true,
};
