import type { ModelData } from "../model-data.js";
import { nameWithoutNamespace, pythonIdentifier, pythonString } from "./shared/index.js";
import type { LibraryUiElement } from "./types.js";

/**
 * EDS-NLP models are also published as wheels whose package is the repo name with dashes as underscores;
 * dots and other characters cannot appear in a Python module name, so they become underscores too. The
 * wheel's file name carries the model's version, which the descriptor does not give: the card says it.
 */
function packageName(model: ModelData): string {
	return pythonIdentifier(nameWithoutNamespace(model.id).replace(/-/g, "_"), "edsnlp_model");
}

const usage = (model: ModelData): string[] => {
	const name = packageName(model);
	return [
		`# Load from the Hub
import edsnlp

nlp = edsnlp.load(${pythonString(model.id)})
doc = nlp("Le patient est admis pour une pneumopathie.")
print(doc.ents)`,
		`# Or, once the model's wheel is installed as a package (see the model card)
import ${name}

nlp = ${name}.load()`,
	];
};

export const edsnlp: LibraryUiElement = {
	prettyLabel: "EDS-NLP",
	repoName: "edsnlp",
	repoUrl: "https://github.com/aphp/edsnlp",
	docsUrl: "https://aphp.github.io/edsnlp/latest/",
	filter: false,
	snippets: usage,
	countDownloads: `path_filename:"config" AND path_extension:"cfg"`,
};
