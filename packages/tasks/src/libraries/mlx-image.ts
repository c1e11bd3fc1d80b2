import type { LibraryUiElement } from "./types.js";

export const mlxImage: LibraryUiElement = {
	prettyLabel: "mlx-image",
	repoName: "mlx-image",
	repoUrl: "https://github.com/riccardomusmeci/mlx-image",
	docsUrl: "https://huggingface.co/docs/hub/mlx-image",
	filter: false,
};
