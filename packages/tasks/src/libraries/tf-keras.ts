import type { ModelData } from "../model-data.js";
import { pythonString } from "./shared/index.js";
import type { LibraryUiElement } from "./types.js";

/** Models saved with Keras 2 (tf-keras) load through huggingface_hub, which needs tf-keras installed. */
const usage = (model: ModelData): string[] => [
	`# pip install huggingface_hub tf-keras
from huggingface_hub import from_pretrained_keras

model = from_pretrained_keras(${pythonString(model.id)})`,
];

export const tfKeras: LibraryUiElement = {
	prettyLabel: "TF-Keras",
	repoName: "TF-Keras",
	repoUrl: "https://github.com/keras-team/tf-keras",
	docsUrl: "https://huggingface.co/docs/hub/tf-keras",
	filter: false,
	snippets: usage,
	countDownloads: `path:"saved_model.pb"`,
};
