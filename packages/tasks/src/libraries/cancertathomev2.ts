import type { LibraryUiElement } from "./types.js";

export const cancertathomev2: LibraryUiElement = {
	prettyLabel: "Cancer@HomeV2",
	repoName: "Cancer@HomeV2",
	repoUrl: "https://huggingface.co/OpenPeerAI/CancerAtHomeV2",
	filter: false,
	countDownloads: `path:"run.py"`,
};
