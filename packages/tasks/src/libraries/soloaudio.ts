import type { LibraryUiElement } from "./types.js";

export const soloaudio: LibraryUiElement = {
	prettyLabel: "SoloAudio",
	repoName: "SoloAudio",
	repoUrl: "https://github.com/WangHelin1997/SoloAudio",
	filter: false,
	countDownloads: `path:"soloaudio_v2.pt"`,
};
