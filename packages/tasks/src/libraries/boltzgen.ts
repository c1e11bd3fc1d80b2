import type { LibraryUiElement } from "./types.js";

export const boltzgen: LibraryUiElement = {
	prettyLabel: "BoltzGen",
	repoName: "BoltzGen",
	repoUrl: "https://github.com/HannesStark/boltzgen",
	filter: false,
	countDownloads: `path:"boltzgen1_diverse.ckpt"`,
};
