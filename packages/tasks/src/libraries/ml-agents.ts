import type { ModelData } from "../model-data.js";
import { shellSingleQuoted } from "./shared/index.js";
import type { LibraryUiElement } from "./types.js";

/** ML-Agents ships a CLI that downloads a trained agent from the Hub. */
function mlAgentsSnippets(model: ModelData): string[] {
	return [`mlagents-load-from-hf --repo-id=${shellSingleQuoted(model.id)} --local-dir=./downloads`];
}

export const mlAgents: LibraryUiElement = {
	prettyLabel: "ml-agents",
	repoName: "ml-agents",
	repoUrl: "https://github.com/Unity-Technologies/ml-agents",
	docsUrl: "https://huggingface.co/docs/hub/ml-agents",
	filter: true,
	snippets: mlAgentsSnippets,
	countDownloads: `path_extension:"onnx"`,
};
