import type { LibraryUiElement } from "./types.js";

export const openpeerllm: LibraryUiElement = {
	prettyLabel: "OpenPeerLLM",
	repoName: "OpenPeerLLM",
	repoUrl: "https://huggingface.co/openpeerai/openpeerllm",
	docsUrl: "https://huggingface.co/OpenPeerAI/OpenPeerLLM/blob/main/README.md",
	filter: false,
	countDownloads: `path:".meta-huggingface.json"`,
};
