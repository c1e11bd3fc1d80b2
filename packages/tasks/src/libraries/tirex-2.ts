import type { LibraryUiElement } from "./types.js";

export const tirex2: LibraryUiElement = {
	prettyLabel: "TiRex-2",
	repoName: "TiRex-2",
	repoUrl: "https://github.com/NX-AI/tirex-2",
	filter: false,
	countDownloads: `path:"model-config.yaml"`,
};
