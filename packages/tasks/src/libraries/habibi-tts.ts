import type { LibraryUiElement } from "./types.js";

export const habibiTts: LibraryUiElement = {
	prettyLabel: "Habibi-TTS",
	repoName: "Habibi-TTS",
	repoUrl: "https://github.com/SWivid/Habibi-TTS",
	filter: false,
	countDownloads: `path_extension:"safetensors"`,
};
