import type { ModelData } from "../model-data.js";
import { pythonString } from "./shared/index.js";
import type { LibraryUiElement } from "./types.js";

const usage = (model: ModelData): string[] => {
	const id = pythonString(model.id);
	return [
		`# pip install multimolecule
import multimolecule  # noqa: F401  (registers MultiMolecule's models with transformers' Auto classes)
from transformers import AutoModel, AutoTokenizer

tokenizer = AutoTokenizer.from_pretrained(${id})
model = AutoModel.from_pretrained(${id})
output = model(**tokenizer("UAGCUUAUCAGACUGAUGUUGA", return_tensors="pt"))`,
	];
};

export const multimolecule: LibraryUiElement = {
	prettyLabel: "MultiMolecule",
	repoName: "MultiMolecule",
	repoUrl: "https://github.com/MultiMolecule/multimolecule",
	docsUrl: "https://multimolecule.danling.org",
	filter: false,
	snippets: usage,
};
