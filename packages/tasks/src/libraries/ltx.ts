import type { LibraryUiElement } from "./types.js";

export const ltx: LibraryUiElement = {
	prettyLabel: "LTX-2",
	repoName: "LTX-2",
	repoUrl: "https://github.com/Lightricks/LTX-2",
	docsUrl: "https://github.com/Lightricks/LTX-2",
	filter: false,
	countDownloads: `path_extension:"safetensors"`,
};
