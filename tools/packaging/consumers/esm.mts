// An ES module app (`module: nodenext`, a .mts file) using both packages and their subpaths by name.
// Compiled against the built packages by consumer-types.test.ts; every @ts-expect-error must be an error.
import {
	chatCompletion,
	InferenceClient,
	InferenceClientHttpError,
	type InferenceProvider,
	type Options,
} from "@modelyard/inference";
import { getInferenceSnippets, type InferenceSnippet } from "@modelyard/inference/snippets";
import {
	type ChatCompletionOutput,
	getModelInputSnippet,
	type ModelDataMinimal,
	PIPELINE_DATA,
	type PipelineType,
} from "@modelyard/tasks";
import { MODEL_LIBRARIES_UI_ELEMENTS, type ModelLibraryKey } from "@modelyard/tasks/libraries";

const client = new InferenceClient("hf_token", { retry_on_error: false });
const provider: InferenceProvider = "together";
const options: Options = { signal: new AbortController().signal, includeCredentials: "include" };
const answer: Promise<ChatCompletionOutput> = client.chatCompletion({
	provider,
	model: "meta-llama/Llama-3.3-70B-Instruct",
	messages: [{ role: "user", content: "One plus one?" }],
});
const direct: Promise<ChatCompletionOutput> = chatCompletion(
	{ accessToken: "hf_token", model: "m", messages: [] },
	options,
);
const status = (error: unknown): number | undefined =>
	error instanceof InferenceClientHttpError ? error.httpResponse.status : undefined;

const model: ModelDataMinimal = { id: "openai-community/gpt2", pipeline_tag: "text-generation", tags: [] };
const snippets: InferenceSnippet[] = getInferenceSnippets(model, "hf-inference");
const task: PipelineType = "text-generation";
const label: string = PIPELINE_DATA[task].name;
const library: ModelLibraryKey = "transformers";
const libraryLabel: string = MODEL_LIBRARIES_UI_ELEMENTS[library].prettyLabel;
const sample: unknown = getModelInputSnippet(model);

// @ts-expect-error not a provider
const badProvider: InferenceProvider = "not-a-provider";
// @ts-expect-error not a task id
const badTask: PipelineType = "not-a-task";

export const used = [answer, direct, status, snippets, label, libraryLabel, sample, badProvider, badTask];
