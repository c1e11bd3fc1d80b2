import type { LibraryUiElement } from "./types.js";

export const stableAudio3: LibraryUiElement = {
	prettyLabel: "Stable Audio 3",
	repoName: "stable-audio-3",
	repoUrl: "https://github.com/Stability-AI/stable-audio-3",
	filter: false,
	countDownloads: `path:"model_config.json"`,
};
