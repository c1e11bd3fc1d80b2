import type { LibraryUiElement } from "./types.js";

export const cloudAgents: LibraryUiElement = {
	prettyLabel: "Cloud Agents",
	repoName: "Cloud Agents",
	repoUrl: "https://huggingface.co/OpenPeerAI/Cloud-Agents",
	filter: false,
	countDownloads: `path:"setup.py"`,
};
