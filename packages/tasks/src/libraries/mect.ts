import type { LibraryUiElement } from "./types.js";

export const mect: LibraryUiElement = {
	prettyLabel: "MECT",
	repoName: "AntSpeaker",
	repoUrl: "https://github.com/ant-research/AntSpeaker",
	filter: false,
	countDownloads: `path_extension:"pt"`,
};
