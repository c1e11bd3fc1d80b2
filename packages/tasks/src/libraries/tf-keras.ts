import type { LibraryUiElement } from "./types.js";

export const tfKeras: LibraryUiElement = {
	prettyLabel: "TF-Keras",
	repoName: "TF-Keras",
	repoUrl: "https://github.com/keras-team/tf-keras",
	docsUrl: "https://huggingface.co/docs/hub/tf-keras",
	filter: false,
};
