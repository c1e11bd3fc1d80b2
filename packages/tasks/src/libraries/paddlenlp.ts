import type { LibraryUiElement } from "./types.js";

export const paddlenlp: LibraryUiElement = {
	prettyLabel: "paddlenlp",
	repoName: "PaddleNLP",
	repoUrl: "https://github.com/PaddlePaddle/PaddleNLP",
	docsUrl: "https://huggingface.co/docs/hub/paddlenlp",
	filter: true,
};
