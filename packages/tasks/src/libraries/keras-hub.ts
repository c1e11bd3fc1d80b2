import type { LibraryUiElement } from "./types.js";

export const kerasHub: LibraryUiElement = {
	prettyLabel: "KerasHub",
	repoName: "KerasHub",
	repoUrl: "https://github.com/keras-team/keras-hub",
	docsUrl: "https://keras.io/keras_hub/",
	filter: true,
};
