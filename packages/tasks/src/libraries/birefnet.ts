import type { ModelData } from "../model-data.js";
import { pythonString } from "./shared/index.js";
import type { LibraryUiElement } from "./types.js";

const usage = (model: ModelData): string[] => [
	`# Option 1: with transformers (the model ships its own code)
from transformers import AutoModelForImageSegmentation

birefnet = AutoModelForImageSegmentation.from_pretrained(${pythonString(model.id)}, trust_remote_code=True)`,
	`# Option 2: inside a clone of https://github.com/ZhengPeng7/BiRefNet
from models.birefnet import BiRefNet

birefnet = BiRefNet.from_pretrained(${pythonString(model.id)})`,
];

export const birefnet: LibraryUiElement = {
	prettyLabel: "BiRefNet",
	repoName: "BiRefNet",
	repoUrl: "https://github.com/ZhengPeng7/BiRefNet",
	filter: false,
	snippets: usage,
};
