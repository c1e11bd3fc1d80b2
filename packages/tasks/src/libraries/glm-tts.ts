import type { LibraryUiElement } from "./types.js";

export const glmTts: LibraryUiElement = {
	prettyLabel: "GLM-TTS",
	repoName: "GLM-TTS",
	repoUrl: "https://github.com/zai-org/GLM-TTS",
	filter: false,
	countDownloads: `path:"flow/flow.pt"`,
};
