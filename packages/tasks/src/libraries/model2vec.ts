import type { ModelData } from "../model-data.js";
import { pythonString } from "./shared/index.js";
import type { LibraryUiElement } from "./types.js";

function model2vecSnippets(model: ModelData): string[] {
	return [
		`from model2vec import StaticModel

model = StaticModel.from_pretrained(${pythonString(model.id)})
embeddings = model.encode(["It's dangerous to go alone!", "It's a secret to everybody."])`,
	];
}

export const model2vec: LibraryUiElement = {
	prettyLabel: "Model2Vec",
	repoName: "model2vec",
	repoUrl: "https://github.com/MinishLab/model2vec",
	filter: false,
	snippets: model2vecSnippets,
};
