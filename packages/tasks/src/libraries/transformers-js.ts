import type { ModelData } from "../model-data.js";
import { jsString, PLACEHOLDER_MESSAGES, placeholderComment } from "./shared/index.js";
import type { LibraryUiElement } from "./types.js";

/** Transformers.js (package @huggingface/transformers, v3) runs a model through its task pipeline. */
function transformersJsSnippets(model: ModelData): string[] {
	const id = jsString(model.id);
	if (!model.pipeline_tag) {
		return [
			`${placeholderComment(PLACEHOLDER_MESSAGES.unknownPipelineTag, "js")}
import { AutoModel } from "@huggingface/transformers";

const model = await AutoModel.from_pretrained(${id});`,
		];
	}
	return [
		`// npm i @huggingface/transformers
import { pipeline } from "@huggingface/transformers";

const pipe = await pipeline(${jsString(model.pipeline_tag)}, ${id});`,
	];
}

export const transformersJs: LibraryUiElement = {
	prettyLabel: "Transformers.js",
	repoName: "transformers.js",
	repoUrl: "https://github.com/huggingface/transformers.js",
	docsUrl: "https://huggingface.co/docs/hub/transformers-js",
	filter: true,
	snippets: transformersJsSnippets,
};
