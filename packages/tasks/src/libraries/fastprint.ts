import type { LibraryUiElement } from "./types.js";

export const fastprint: LibraryUiElement = {
	prettyLabel: "Fast Print",
	repoName: "Fast Print",
	repoUrl: "https://huggingface.co/OpenPeerAI/FastPrint",
	filter: false,
	countDownloads: `path_extension:"cs"`,
};
