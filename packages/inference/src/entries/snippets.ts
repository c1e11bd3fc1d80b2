// @modelyard/inference/snippets: API-usage snippets for a model, built from the client's own requests.
export { getInferenceSnippets, type SnippetProviderMapping } from "../snippets/index.js";
export type {
	InferenceSnippet,
	InferenceSnippetLanguage,
	InferenceSnippetOptions,
} from "../snippets/types.js";
