import type { LibraryUiElement } from "./types.js";

export const nemo: LibraryUiElement = {
	prettyLabel: "NeMo",
	repoName: "NeMo",
	repoUrl: "https://github.com/NVIDIA/NeMo",
	filter: true,
};
