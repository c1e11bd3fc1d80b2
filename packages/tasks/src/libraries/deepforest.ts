import type { ModelData } from "../model-data.js";
import { pythonString } from "./shared/index.js";
import type { LibraryUiElement } from "./types.js";

const usage = (model: ModelData): string[] => [
	`from deepforest import main

model = main.deepforest()
model.load_model(model_name=${pythonString(model.id)})

boxes = model.predict_image(path="tree_image.png")  # a DataFrame of bounding boxes
print(boxes.head())`,
];

export const deepforest: LibraryUiElement = {
	prettyLabel: "DeepForest",
	repoName: "deepforest",
	repoUrl: "https://github.com/weecology/DeepForest",
	docsUrl: "https://deepforest.readthedocs.io/en/latest/",
	filter: false,
	snippets: usage,
};
