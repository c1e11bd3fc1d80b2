import type { LibraryUiElement } from "./types.js";

export const openasr: LibraryUiElement = {
	prettyLabel: "OpenASR",
	repoName: "OpenASR",
	repoUrl: "https://github.com/QuintinShaw/openasr",
	docsUrl: "https://github.com/QuintinShaw/openasr/blob/main/docs/DOCS_INDEX.md",
	filter: false,
	countDownloads: `path_extension:"oasr"`,
};
