import type { LibraryUiElement } from "./types.js";

export const holomotion: LibraryUiElement = {
	prettyLabel: "HoloMotion",
	repoName: "HoloMotion",
	repoUrl: "https://github.com/HorizonRobotics/HoloMotion",
	filter: false,
	countDownloads: `path_extension:"onnx"`,
};
