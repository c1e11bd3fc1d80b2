import type { LibraryUiElement } from "./types.js";

export const cortiq: LibraryUiElement = {
	prettyLabel: "cortiq",
	repoName: "cortiq",
	repoUrl: "https://github.com/infosave2007/cmf",
	docsUrl: "https://github.com/infosave2007/cmf/blob/master/docs/CMF_V2_SPEC.md",
	filter: false,
	countDownloads: `path_extension:"cmf"`,
};
