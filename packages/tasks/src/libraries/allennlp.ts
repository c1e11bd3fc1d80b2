import type { ModelData } from "../model-data.js";
import { hasTag, pythonString } from "./shared/index.js";
import type { LibraryUiElement } from "./types.js";

const usage = (model: ModelData): string[] => {
	const load = `import allennlp_models
from allennlp.predictors.predictor import Predictor

predictor = Predictor.from_path(${pythonString(`hf://${model.id}`)})`;
	if (!hasTag(model, "question-answering")) return [load];
	return [
		`${load}
predictor_input = {
    "passage": "My name is Wolfgang and I live in Berlin",
    "question": "Where do I live?",
}
predictions = predictor.predict_json(predictor_input)
print(predictions["best_span_str"])`,
	];
};

export const allennlp: LibraryUiElement = {
	prettyLabel: "AllenNLP",
	repoName: "AllenNLP",
	repoUrl: "https://github.com/allenai/allennlp",
	docsUrl: "https://huggingface.co/docs/hub/allennlp",
	filter: true,
	snippets: usage,
};
