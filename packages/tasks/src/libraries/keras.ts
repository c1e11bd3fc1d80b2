import type { ModelData } from "../model-data.js";
import { pythonString } from "./shared/index.js";
import type { LibraryUiElement } from "./types.js";

const usage = (model: ModelData): string[] => [
	`# Available backend options are: "jax", "torch", "tensorflow".
import os
os.environ["KERAS_BACKEND"] = "jax"

import keras

model = keras.saving.load_model(${pythonString(`hf://${model.id}`)})`,
];

export const keras: LibraryUiElement = {
	prettyLabel: "Keras",
	repoName: "Keras",
	repoUrl: "https://github.com/keras-team/keras",
	docsUrl: "https://huggingface.co/docs/hub/keras",
	filter: true,
	snippets: usage,
	countDownloads: `path:"config.json" OR path_extension:"keras"`,
};
