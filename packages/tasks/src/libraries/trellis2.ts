import type { LibraryUiElement } from "./types.js";

export const trellis2: LibraryUiElement = {
	prettyLabel: "TRELLIS.2",
	repoName: "TRELLIS.2",
	repoUrl: "https://github.com/microsoft/TRELLIS.2",
	filter: false,
	countDownloads: `path_extension:"safetensors"`,
};
