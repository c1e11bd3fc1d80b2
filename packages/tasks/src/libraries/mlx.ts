import type { LibraryUiElement } from "./types.js";

export const mlx: LibraryUiElement = {
	prettyLabel: "MLX",
	repoName: "MLX",
	repoUrl: "https://github.com/ml-explore/mlx-examples/tree/main",
	filter: true,
};
