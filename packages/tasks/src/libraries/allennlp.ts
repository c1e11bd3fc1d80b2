import type { LibraryUiElement } from "./types.js";

export const allennlp: LibraryUiElement = {
	prettyLabel: "AllenNLP",
	repoName: "AllenNLP",
	repoUrl: "https://github.com/allenai/allennlp",
	docsUrl: "https://huggingface.co/docs/hub/allennlp",
	filter: true,
};
