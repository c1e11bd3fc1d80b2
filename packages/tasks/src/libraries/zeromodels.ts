import type { LibraryUiElement } from "./types.js";

export const zeromodels: LibraryUiElement = {
	prettyLabel: "ZeroModels",
	repoName: "ZeroModels",
	repoUrl: "https://github.com/IMvision12/ZeroModels",
	docsUrl: "https://imvision12.github.io/ZeroModels/",
	filter: false,
	countDownloads: `path:"model.weights.h5" OR path:"model.weights.json"`,
};
