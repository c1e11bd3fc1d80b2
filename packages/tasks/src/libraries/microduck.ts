import type { LibraryUiElement } from "./types.js";

export const microduck: LibraryUiElement = {
	prettyLabel: "Microduck",
	repoName: "Microduck",
	repoUrl: "https://github.com/pollen-robotics/microduck_rl",
	filter: true,
	countDownloads: `path_extension:"onnx"`,
};
