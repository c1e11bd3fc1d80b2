import type { LibraryUiElement } from "./types.js";

export const synthefyMigas: LibraryUiElement = {
	prettyLabel: "Migas",
	repoName: "Migas",
	repoUrl: "https://github.com/Synthefy/synthefy-migas",
	filter: false,
	countDownloads: `path:"model.pt"`,
};
