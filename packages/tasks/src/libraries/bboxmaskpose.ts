import type { LibraryUiElement } from "./types.js";

export const bboxmaskpose: LibraryUiElement = {
	prettyLabel: "BBoxMaskPose",
	repoName: "BBoxMaskPose",
	repoUrl: "https://github.com/MiraPurkrabek/BBoxMaskPose",
	filter: false,
	countDownloads: `path_extension:"pth"`,
};
