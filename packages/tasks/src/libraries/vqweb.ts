import type { LibraryUiElement } from "./types.js";

export const vqweb: LibraryUiElement = {
	prettyLabel: "vqweb",
	repoName: "vqweb",
	repoUrl: "https://github.com/rosecky/embedding-quantization-public/tree/main/packages/vqweb",
	docsUrl: "https://www.npmjs.com/package/@thinletterio/vqweb",
	filter: false,
	countDownloads: `path_extension:"vqw"`,
};
