import type { LibraryUiElement } from "./types.js";

export const minimaxH3: LibraryUiElement = {
	prettyLabel: "MiniMax H3",
	repoName: "MiniMax-H3",
	repoUrl: "https://github.com/MiniMax-AI/MiniMax-H3",
	docsUrl: "https://huggingface.co/MiniMaxAI/MiniMax-H3",
	filter: false,
	countDownloads: `path_extension:"safetensors" OR path_filename:"model_index" OR path_filename:"config" OR path:"modular_model_index.json"`,
};
