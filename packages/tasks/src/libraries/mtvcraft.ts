import type { LibraryUiElement } from "./types.js";

export const mtvcraft: LibraryUiElement = {
	prettyLabel: "MTVCraft",
	repoName: "MTVCraft",
	repoUrl: "https://github.com/baaivision/MTVCraft",
	filter: false,
	countDownloads: `path:"vae/3d-vae.pt"`,
};
