import type { LibraryUiElement } from "./types.js";

export const mflux: LibraryUiElement = {
	prettyLabel: "mflux",
	repoName: "mflux",
	repoUrl: "https://github.com/filipstrand/mflux",
	filter: false,
	countDownloads: `path_extension:"safetensors"`,
};
