import type { LibraryUiElement } from "./types.js";

export const mlAgents: LibraryUiElement = {
	prettyLabel: "ml-agents",
	repoName: "ml-agents",
	repoUrl: "https://github.com/Unity-Technologies/ml-agents",
	docsUrl: "https://huggingface.co/docs/hub/ml-agents",
	filter: true,
};
