import type { ModelData } from "../model-data.js";
import { nameWithoutNamespace, pythonString } from "./shared/index.js";
import type { LibraryUiElement } from "./types.js";

/** Birder loads its published models by name: the repo name without the owner. */
const usage = (model: ModelData): string[] => [
	`import birder
from birder.inference.classification import infer_image

net, model_info = birder.load_pretrained_model(${pythonString(nameWithoutNamespace(model.id))}, inference=True)

size = birder.get_size_from_signature(model_info.signature)
transform = birder.classification_transform(size, model_info.rgb_stats)

# class probabilities, shape (1, number of classes)
out, _ = infer_image(net, "path/to/image.jpeg", transform)`,
];

export const birder: LibraryUiElement = {
	prettyLabel: "Birder",
	repoName: "Birder",
	repoUrl: "https://gitlab.com/birder/birder",
	filter: false,
	snippets: usage,
	countDownloads: `path_extension:"pt"`,
};
