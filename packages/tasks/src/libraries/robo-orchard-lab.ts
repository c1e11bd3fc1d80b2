import type { LibraryUiElement } from "./types.js";

export const roboOrchardLab: LibraryUiElement = {
	prettyLabel: "RoboOrchardLab",
	repoName: "RoboOrchardLab",
	repoUrl: "https://github.com/HorizonRobotics/RoboOrchardLab",
	filter: false,
	countDownloads: `path_extension:"safetensors"`,
};
