import type { LibraryUiElement } from "./types.js";

export const tunejury: LibraryUiElement = {
	prettyLabel: "TuneJury",
	repoName: "TuneJury",
	repoUrl: "https://github.com/yonghyunk1m/TuneJury",
	filter: false,
	countDownloads: `path_extension:"pt"`,
};
