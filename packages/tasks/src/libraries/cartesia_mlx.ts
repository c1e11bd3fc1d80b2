import type { LibraryUiElement } from "./types.js";

export const cartesiaMlx: LibraryUiElement = {
	prettyLabel: "Cartesia MLX",
	repoName: "Cartesia MLX",
	repoUrl: "https://github.com/cartesia-ai/cartesia_mlx",
	filter: false,
};
