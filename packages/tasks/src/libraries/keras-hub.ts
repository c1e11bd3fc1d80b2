import type { ModelData } from "../model-data.js";
import { pythonIdentifier, pythonString } from "./shared/index.js";
import type { LibraryUiElement } from "./types.js";

/** Worked examples for the common tasks; any other task the config lists gets the generic loader. */
const TASK_EXAMPLES: Record<string, (preset: string) => string> = {
	CausalLM: (preset) => `import keras_hub

causal_lm = keras_hub.models.CausalLM.from_preset(${preset}, dtype="bfloat16")
causal_lm.generate("Keras: ", max_length=64)`,
	TextToImage: (preset) => `import keras_hub

text_to_image = keras_hub.models.TextToImage.from_preset(${preset}, dtype="bfloat16")
image = text_to_image.generate("Astronaut in a jungle, cold color palette, muted colors, detailed, 8k")`,
	TextClassifier: (preset) => `import keras_hub

text_classifier = keras_hub.models.TextClassifier.from_preset(${preset}, num_classes=2)
text_classifier.fit(x=["Thrilling adventure!", "Total snoozefest."], y=[1, 0])
text_classifier.predict(["Not my cup of tea."])`,
	ImageClassifier: (preset) => `import keras
import keras_hub
import numpy as np

image_classifier = keras_hub.models.ImageClassifier.from_preset(${preset})
image = keras.utils.img_to_array(keras.utils.load_img("image.jpg"))
predictions = image_classifier.predict(np.expand_dims(image, 0))`,
};

function genericTask(task: string, preset: string): string {
	const className = pythonIdentifier(task, "Task");
	return `import keras_hub

task = keras_hub.models.${className}.from_preset(${preset})`;
}

function backbone(preset: string): string {
	return `import keras_hub

# The bare backbone, without a task head
backbone = keras_hub.models.Backbone.from_preset(${preset})`;
}

const usage = (model: ModelData): string[] => {
	const preset = pythonString(`hf://${model.id}`);
	const listed = model.config?.keras_hub?.tasks;
	const tasks = Array.isArray(listed) ? listed.filter((task): task is string => typeof task === "string") : [];
	const examples = Object.keys(TASK_EXAMPLES).filter((task) => tasks.includes(task));
	const others = tasks.filter((task) => !(task in TASK_EXAMPLES) && task !== "Backbone");
	return [
		...examples.map((task) => (TASK_EXAMPLES[task] as (preset: string) => string)(preset)),
		...others.map((task) => genericTask(task, preset)),
		backbone(preset),
	];
};

export const kerasHub: LibraryUiElement = {
	prettyLabel: "KerasHub",
	repoName: "KerasHub",
	repoUrl: "https://github.com/keras-team/keras-hub",
	docsUrl: "https://keras.io/keras_hub/",
	filter: true,
	snippets: usage,
};
