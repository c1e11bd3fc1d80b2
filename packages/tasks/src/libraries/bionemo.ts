import type { LibraryUiElement } from "./types.js";

export const bionemo: LibraryUiElement = {
	prettyLabel: "BioNeMo",
	repoName: "BioNeMo",
	repoUrl: "https://github.com/nvidia/BioNeMo",
	filter: false,
	countDownloads: `path_extension:"ckpt" OR path:"config.json"`,
};
