import type { LibraryUiElement } from "./types.js";

export const yolov26: LibraryUiElement = {
	prettyLabel: "YOLOv26",
	repoName: "YOLOv26",
	repoUrl: "https://github.com/ultralytics/ultralytics",
	docsUrl: "https://docs.ultralytics.com/models/yolo26/",
	filter: false,
	countDownloads: `path_extension:"pt" OR path_extension:"safetensors"`,
};
