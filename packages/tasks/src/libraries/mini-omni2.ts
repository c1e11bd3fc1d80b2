import type { LibraryUiElement } from "./types.js";

export const miniOmni2: LibraryUiElement = {
	prettyLabel: "Mini-Omni2",
	repoName: "Mini-Omni2",
	repoUrl: "https://github.com/gpt-omni/mini-omni2",
	filter: false,
	countDownloads: `path:"model_config.yaml"`,
};
