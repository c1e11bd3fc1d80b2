import type { LibraryUiElement } from "./types.js";

export const colipri: LibraryUiElement = {
	prettyLabel: "COLIPRI",
	repoName: "COLIPRI",
	repoUrl: "https://huggingface.co/microsoft/colipri",
	filter: false,
	countDownloads: `path_extension:"safetensors"`,
};
