import type { ModelData } from "../model-data.js";
import { pythonString } from "./shared/index.js";
import type { LibraryUiElement } from "./types.js";

const usage = (model: ModelData): string[] => [
	`import bm25s
from bm25s.hf import BM25HF

retriever = BM25HF.load_from_hub(${pythonString(model.id)}, load_corpus=True)
query_tokens = bm25s.tokenize("what does a cat like to eat?")
results, scores = retriever.retrieve(query_tokens, k=3)`,
];

export const bm25s: LibraryUiElement = {
	prettyLabel: "BM25S",
	repoName: "bm25s",
	repoUrl: "https://github.com/xhluca/bm25s",
	filter: false,
	snippets: usage,
	countDownloads: `path:"params.index.json"`,
};
