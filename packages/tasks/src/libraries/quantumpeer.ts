import type { LibraryUiElement } from "./types.js";

export const quantumpeer: LibraryUiElement = {
	prettyLabel: "QuantumPeer",
	repoName: "QuantumPeer",
	repoUrl: "https://github.com/OpenPeer-AI/QuantumPeer",
	filter: false,
	countDownloads: `path_extension:"setup.py"`,
};
