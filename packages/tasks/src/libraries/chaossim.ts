import type { LibraryUiElement } from "./types.js";

export const chaossim: LibraryUiElement = {
	prettyLabel: "ChaosSIM",
	repoName: "ChaosSIM",
	repoUrl: "https://huggingface.co/OpenPeerAI/ChaosSIM/",
	filter: false,
	countDownloads: `path:"ChaosSim.nb"`,
};
