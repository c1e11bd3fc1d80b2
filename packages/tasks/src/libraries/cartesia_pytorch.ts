import type { LibraryUiElement } from "./types.js";

export const cartesiaPytorch: LibraryUiElement = {
	prettyLabel: "Cartesia Pytorch",
	repoName: "Cartesia Pytorch",
	repoUrl: "https://github.com/cartesia-ai/cartesia_pytorch",
	filter: false,
};
