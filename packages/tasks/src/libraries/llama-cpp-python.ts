import type { LibraryUiElement } from "./types.js";

export const llamaCppPython: LibraryUiElement = {
	prettyLabel: "llama-cpp-python",
	repoName: "llama-cpp-python",
	repoUrl: "https://github.com/abetlen/llama-cpp-python",
	filter: false,
};
