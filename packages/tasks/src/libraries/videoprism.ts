import type { LibraryUiElement } from "./types.js";

export const videoprism: LibraryUiElement = {
	prettyLabel: "VideoPrism",
	repoName: "VideoPrism",
	repoUrl: "https://github.com/google-deepmind/videoprism",
	filter: false,
	countDownloads: `path_extension:"npz"`,
};
