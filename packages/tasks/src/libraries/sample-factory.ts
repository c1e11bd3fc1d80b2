import type { ModelData } from "../model-data.js";
import { shellSingleQuoted } from "./shared/index.js";
import type { LibraryUiElement } from "./types.js";

function sampleFactorySnippets(model: ModelData): string[] {
	return [`python -m sample_factory.huggingface.load_from_hub -r ${shellSingleQuoted(model.id)} -d ./train_dir`];
}

export const sampleFactory: LibraryUiElement = {
	prettyLabel: "sample-factory",
	repoName: "sample-factory",
	repoUrl: "https://github.com/alex-petrenko/sample-factory",
	docsUrl: "https://huggingface.co/docs/hub/sample-factory",
	filter: true,
	snippets: sampleFactorySnippets,
	countDownloads: `path:"cfg.json"`,
};
