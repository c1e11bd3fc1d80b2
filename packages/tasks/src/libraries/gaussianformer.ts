import type { LibraryUiElement } from "./types.js";

export const gaussianformer: LibraryUiElement = {
	prettyLabel: "GaussianFormer",
	repoName: "GaussianFormer",
	repoUrl: "https://github.com/SVLwoof/gaussianformer",
	filter: false,
	countDownloads: `path:"config.json"`,
};
