import type { LibraryUiElement } from "./types.js";

export const whisperkit: LibraryUiElement = {
	prettyLabel: "WhisperKit",
	repoName: "WhisperKit",
	repoUrl: "https://github.com/argmaxinc/WhisperKit",
	docsUrl: "https://github.com/argmaxinc/WhisperKit?tab=readme-ov-file#homebrew",
	filter: false,
};
