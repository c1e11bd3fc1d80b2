import type { LibraryUiElement } from "./types.js";

export const imstoucan: LibraryUiElement = {
	prettyLabel: "IMS Toucan",
	repoName: "IMS-Toucan",
	repoUrl: "https://github.com/DigitalPhonetics/IMS-Toucan",
	filter: false,
	countDownloads: `path:"embedding_gan.pt" OR path:"Vocoder.pt" OR path:"ToucanTTS.pt"`,
};
