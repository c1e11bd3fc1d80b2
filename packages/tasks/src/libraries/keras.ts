import type { LibraryUiElement } from "./types.js";

export const keras: LibraryUiElement = {
	prettyLabel: "Keras",
	repoName: "Keras",
	repoUrl: "https://github.com/keras-team/keras",
	docsUrl: "https://huggingface.co/docs/hub/keras",
	filter: true,
};
