import type { ModelData } from "../model-data.js";
import { placeholderComment, pythonString } from "./shared/index.js";
import type { LibraryUiElement } from "./types.js";

/**
 * Today's ultralytics loads every YOLO generation through the one `YOLO` class, which reads the
 * architecture from the checkpoint; the `yolovN` tag only labels the snippet.
 */
function ultralyticsSnippets(model: ModelData): string[] {
	const versionTag = model.tags?.find((tag) => /^yolov\d+$/.test(tag));
	const note = versionTag
		? `# A YOLOv${versionTag.slice("yolov".length)} checkpoint: YOLO() reads the architecture from the file`
		: placeholderComment("⚠️ Couldn't find a valid YOLO version tag; YOLO() reads the architecture from the checkpoint");
	return [
		`from pathlib import Path

from huggingface_hub import snapshot_download
from ultralytics import YOLO

${note}
weights_dir = Path(snapshot_download(${pythonString(model.id)}, allow_patterns=["*.pt"]))
model = YOLO(next(weights_dir.rglob("*.pt")))
results = model.predict("https://ultralytics.com/images/bus.jpg", save=True)`,
	];
}

export const ultralytics: LibraryUiElement = {
	prettyLabel: "ultralytics",
	repoName: "ultralytics",
	repoUrl: "https://github.com/ultralytics/ultralytics",
	docsUrl: "https://github.com/ultralytics/ultralytics",
	filter: false,
	snippets: ultralyticsSnippets,
	countDownloads: `path_extension:"pt"`,
};
