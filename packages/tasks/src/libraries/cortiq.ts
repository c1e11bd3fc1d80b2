import type { ModelData } from "../model-data.js";
import { shellSingleQuoted } from "./shared/index.js";
import type { LibraryUiElement } from "./types.js";

/** A `.cmf` file carries weights, tokenizer and chat template; the `cortiq` CLI runs or serves it. */
const usage = (model: ModelData): string[] => [
	`cargo install cortiq-cli
hf download ${shellSingleQuoted(model.id)} --include '*.cmf' --local-dir cortiq-model

# One-shot chat turn with the repo's .cmf file
cortiq run cortiq-model/*.cmf --prompt 'What is the capital of France?'

# Or serve it with an OpenAI-compatible API on port 8080
cortiq serve cortiq-model/*.cmf --port 8080`,
];

export const cortiq: LibraryUiElement = {
	prettyLabel: "cortiq",
	repoName: "cortiq",
	repoUrl: "https://github.com/infosave2007/cmf",
	docsUrl: "https://github.com/infosave2007/cmf/blob/master/docs/CMF_V2_SPEC.md",
	filter: false,
	countDownloads: `path_extension:"cmf"`,
	snippets: usage,
};
