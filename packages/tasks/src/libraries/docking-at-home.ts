import type { LibraryUiElement } from "./types.js";

export const dockingAtHome: LibraryUiElement = {
	prettyLabel: "Docking@Home",
	repoName: "Docking@Home",
	repoUrl: "https://huggingface.co/OpenPeerAI/DockingAtHOME",
	filter: false,
	countDownloads: `path:"setup.py"`,
};
