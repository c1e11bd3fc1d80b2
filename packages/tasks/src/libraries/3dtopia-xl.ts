import type { LibraryUiElement } from "./types.js";

export const lib3dtopiaXl: LibraryUiElement = {
	prettyLabel: "3DTopia-XL",
	repoName: "3DTopia-XL",
	repoUrl: "https://github.com/3DTopia/3DTopia-XL",
	filter: false,
};
