import type { LibraryUiElement } from "./types.js";

export const glyphByt5: LibraryUiElement = {
	prettyLabel: "Glyph-ByT5",
	repoName: "Glyph-ByT5",
	repoUrl: "https://github.com/AIGText/Glyph-ByT5",
	filter: false,
	countDownloads: `path:"checkpoints/byt5_model.pt"`,
};
