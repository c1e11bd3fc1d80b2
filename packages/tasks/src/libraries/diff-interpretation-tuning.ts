import type { LibraryUiElement } from "./types.js";

export const diffInterpretationTuning: LibraryUiElement = {
	prettyLabel: "Diff Interpretation Tuning",
	repoName: "Diff Interpretation Tuning",
	repoUrl: "https://github.com/Aviously/diff-interpretation-tuning",
	filter: false,
	countDownloads: `path_extension:"pt"`,
};
