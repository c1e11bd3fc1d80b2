import type { ModelData } from "../model-data.js";
import { pythonString } from "./shared/index.js";
import type { LibraryUiElement } from "./types.js";

/** YOLOv10 repos are saved by the THU-MIG fork of ultralytics, whose YOLOv10 class loads them from the Hub. */
function yolov10Snippets(model: ModelData): string[] {
	return [
		`# pip install git+https://github.com/THU-MIG/yolov10.git
from ultralytics import YOLOv10

model = YOLOv10.from_pretrained(${pythonString(model.id)})
results = model.predict(source="https://ultralytics.com/images/bus.jpg", save=True)`,
	];
}

export const yolov10: LibraryUiElement = {
	prettyLabel: "YOLOv10",
	repoName: "YOLOv10",
	repoUrl: "https://github.com/THU-MIG/yolov10",
	docsUrl: "https://github.com/THU-MIG/yolov10",
	filter: false,
	snippets: yolov10Snippets,
	countDownloads: `path_extension:"pt" OR path_extension:"safetensors"`,
};
