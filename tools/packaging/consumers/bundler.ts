// A bundled app (`moduleResolution: bundler`, a .ts file) using every entry point
// by name. Compiled against the built packages by consumer-types.test.ts.
import { InferenceClient, type InferenceProvider } from "@modelyard/inference";
import { getInferenceSnippets, type InferenceSnippet } from "@modelyard/inference/snippets";
import { type ChatCompletionOutput, PIPELINE_DATA, type PipelineType } from "@modelyard/tasks";
import { MODEL_LIBRARIES_UI_ELEMENTS } from "@modelyard/tasks/libraries";

const provider: InferenceProvider = "together";
const answer: Promise<ChatCompletionOutput> = new InferenceClient("hf_token").chatCompletion({
	provider,
	model: "meta-llama/Llama-3.3-70B-Instruct",
	messages: [{ role: "user", content: "One plus one?" }],
});
const snippets: InferenceSnippet[] = getInferenceSnippets(
	{ id: "gpt2", pipeline_tag: "text-generation", tags: [] },
	"hf-inference",
);
const task: PipelineType = "text-generation";
const label: string = PIPELINE_DATA[task].name;
const libraryLabel: string = MODEL_LIBRARIES_UI_ELEMENTS.transformers.prettyLabel;
// @ts-expect-error not a task id
const badTask: PipelineType = "not-a-task";

export const used = [answer, snippets, label, libraryLabel, badTask];
