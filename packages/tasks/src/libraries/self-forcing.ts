import type { LibraryUiElement } from "./types.js";

export const selfForcing: LibraryUiElement = {
	prettyLabel: "SelfForcing",
	repoName: "SelfForcing",
	repoUrl: "https://github.com/guandeh17/Self-Forcing",
	filter: false,
	countDownloads: `path_extension:"pt"`,
};
