import type { LibraryUiElement } from "./types.js";

export const isingDecoding: LibraryUiElement = {
	prettyLabel: "Ising Decoding",
	repoName: "Ising-Decoding",
	repoUrl: "https://github.com/NVIDIA/Ising-Decoding",
	filter: false,
	countDownloads: `path_extension:"safetensors"`,
};
