import type { ModelData } from "../model-data.js";
import { shellSingleQuoted } from "./shared/index.js";
import type { LibraryUiElement } from "./types.js";

/** FleXray's `flexify` CLI segments X-rays with a Hub bundle and writes masks, probabilities and logits as .npy. */
const usage = (model: ModelData): string[] => [
	`pip install flexray
flexify --model-id ${shellSingleQuoted(model.id)} --input ./image.png --output-dir ./predictions

# Higher quality: 8-pass test-time augmentation
flexify --model-id ${shellSingleQuoted(model.id)} --tta-samples 8 --input ./image.png --output-dir ./predictions`,
];

export const flexray: LibraryUiElement = {
	prettyLabel: "FleXray",
	repoName: "FleXray",
	repoUrl: "https://github.com/VictorButoi/FleXray",
	filter: false,
	countDownloads: `path_extension:"safetensors" OR path_extension:"onnx"`,
	snippets: usage,
};
