import type { LibraryUiElement } from "./types.js";

export const encoderfile: LibraryUiElement = {
	prettyLabel: "encoderfile",
	repoName: "encoderfile",
	repoUrl: "https://github.com/mozilla-ai/encoderfile",
	filter: false,
	countDownloads: `path_extension:"encoderfile"`,
};
