import type { ModelData } from "../model-data.js";
import { pythonString } from "./shared/index.js";
import type { LibraryUiElement } from "./types.js";

const usage = (model: ModelData): string[] => [
	`# pip install git+https://github.com/pq-yang/MatAnyone
from matanyone import InferenceCore

processor = InferenceCore(${pythonString(model.id)})

# The mask marks the person to matte in the first frame
foreground_path, alpha_path = processor.process_video(
    input_path="inputs/video.mp4",
    mask_path="inputs/first_frame_mask.png",
    output_path="outputs",
)`,
];

export const matanyone: LibraryUiElement = {
	prettyLabel: "MatAnyone",
	repoName: "MatAnyone",
	repoUrl: "https://github.com/pq-yang/MatAnyone",
	filter: false,
	snippets: usage,
};
