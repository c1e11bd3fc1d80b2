import type { ModelData } from "../model-data.js";
import { nameWithoutNamespace, placeholderComment, pythonString } from "./shared/index.js";
import type { LibraryUiElement } from "./types.js";

/** spaCy pipelines on the Hub are pip-installable wheels named after the repo; spacy.load takes that name. */
function spacySnippets(model: ModelData): string[] {
	const name = nameWithoutNamespace(model.id);
	const wheel = `https://huggingface.co/${model.id}/resolve/main/${name}-any-py3-none-any.whl`;
	return [
		`${placeholderComment(`Install the pipeline first:\npip install "${wheel}"`)}
import spacy

nlp = spacy.load(${pythonString(name)})
doc = nlp("Apple is looking at buying a U.K. startup for $1 billion.")`,
	];
}

export const spacy: LibraryUiElement = {
	prettyLabel: "spaCy",
	repoName: "spaCy",
	repoUrl: "https://github.com/explosion/spaCy",
	docsUrl: "https://huggingface.co/docs/hub/spacy",
	filter: true,
	snippets: spacySnippets,
	countDownloads: `path_extension:"whl"`,
};
