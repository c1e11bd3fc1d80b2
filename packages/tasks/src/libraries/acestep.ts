import type { LibraryUiElement } from "./types.js";

export const acestep: LibraryUiElement = {
	prettyLabel: "ACE-Step",
	repoName: "ACE-Step",
	repoUrl: "https://github.com/ace-step/ACE-Step",
	filter: false,
	countDownloads: `path:"ace_step_transformer/config.json"`,
};
