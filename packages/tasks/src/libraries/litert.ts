import type { LibraryUiElement } from "./types.js";

export const litert: LibraryUiElement = {
	prettyLabel: "LiteRT",
	repoName: "LiteRT",
	repoUrl: "https://github.com/google-ai-edge/LiteRT",
	filter: false,
	countDownloads: `path_extension:"tflite"`,
};
