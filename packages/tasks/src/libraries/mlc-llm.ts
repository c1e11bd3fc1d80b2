import type { LibraryUiElement } from "./types.js";

export const mlcLlm: LibraryUiElement = {
	prettyLabel: "MLC-LLM",
	repoName: "MLC-LLM",
	repoUrl: "https://github.com/mlc-ai/mlc-llm",
	docsUrl: "https://llm.mlc.ai/docs/",
	filter: false,
};
