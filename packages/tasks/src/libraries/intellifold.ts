import type { LibraryUiElement } from "./types.js";

export const intellifold: LibraryUiElement = {
	prettyLabel: "IntelliFold",
	repoName: "IntelliFold",
	repoUrl: "https://github.com/IntelliGen-AI/IntelliFold",
	filter: false,
	countDownloads: `path_extension:"pt" OR path_extension:"zst"`,
};
