import type { LibraryUiElement } from "./types.js";

export const yolov10: LibraryUiElement = {
	prettyLabel: "YOLOv10",
	repoName: "YOLOv10",
	repoUrl: "https://github.com/THU-MIG/yolov10",
	docsUrl: "https://github.com/THU-MIG/yolov10",
	filter: false,
};
