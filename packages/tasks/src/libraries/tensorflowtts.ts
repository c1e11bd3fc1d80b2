import type { LibraryUiElement } from "./types.js";

export const tensorflowtts: LibraryUiElement = {
	prettyLabel: "TensorFlowTTS",
	repoName: "TensorFlowTTS",
	repoUrl: "https://github.com/TensorSpeech/TensorFlowTTS",
	filter: false,
};
