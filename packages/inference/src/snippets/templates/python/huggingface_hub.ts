/** python / huggingface_hub: `InferenceClient` task methods and chat completions. */
import { type LiteralValue, pythonString } from "@modelyard/tasks";
import { pythonToken } from "../../tokens.js";
import type { ClientTemplates, SnippetContext, SnippetShape, SnippetTemplate } from "../../types.js";
import { namesModel } from "../shared.js";
import { codeLines, keywordLines, pythonImports } from "./shared.js";

/** Where the client goes: an endpoint, a provider, or (a model-suffix policy) the router, which the model string tells. */
function target(context: SnippetContext): [string, string][] {
	if (context.endpointUrl) return [["base_url", pythonString(context.endpointUrl)]];
	return context.routerPolicy ? [] : [["provider", pythonString(context.provider)]];
}

function clientSetup(context: SnippetContext): string {
	const settings: [string, string][] = [...target(context), ["api_key", pythonToken(context.token)]];
	if (context.billTo) settings.push(["bill_to", pythonString(context.billTo)]);
	const imports = pythonImports(context.token, ["from huggingface_hub import InferenceClient"]);
	return `${imports}\n\nclient = InferenceClient(\n${codeLines(settings)}\n)\n\n`;
}

/**
 * The model argument: the hub id (the client resolves the provider's id itself), or with a model-suffix policy
 * the model string `{id}:{policy}` the router reads.
 */
const modelEntry = (context: SnippetContext): [string, LiteralValue][] =>
	namesModel(context) ? [["model", context.routerPolicy ? context.providerModelId : context.modelId]] : [];

/** The sample input as keyword arguments of the task method. */
function inputEntries(context: SnippetContext): [string, LiteralValue][] | undefined {
	const method = context.pythonMethod;
	if (!method) return undefined;
	const { inputs } = context;
	const named =
		typeof inputs === "object" && inputs !== null && !Array.isArray(inputs)
			? Object.entries(inputs).map(([key, value]): [string, LiteralValue] => [method.renames?.[key] ?? key, value])
			: [[method.inputKeyword, inputs] as [string, LiteralValue]];
	return [...named, ...Object.entries(context.parameters ?? {})];
}

/** What the result is called, and a note on its type, per shape. */
const RESULTS: Partial<Record<SnippetShape, string>> = {
	textToImage: "# output is a PIL.Image object\nimage",
	textToVideo: "video",
	imageToVideo: "video",
	textToAudio: "# audio is the audio file's bytes\naudio",
};

const taskMethod: SnippetTemplate = (context) => {
	const entries = inputEntries(context);
	const method = context.pythonMethod;
	if (!entries || !method) return undefined;
	const result = RESULTS[context.shape] ?? "result";
	const call = `${result} = client.${method.name}(\n${keywordLines([...entries, ...modelEntry(context)])}\n)`;
	return `${clientSetup(context)}${call}${result === "result" ? "\n\nprint(result)" : ""}`;
};

function chatEntries(context: SnippetContext, extra: [string, LiteralValue][]): string {
	const body = typeof context.inputs === "object" && context.inputs !== null ? Object.entries(context.inputs) : [];
	return keywordLines([...modelEntry(context), ...(body as [string, LiteralValue][]), ...extra]);
}

const conversational: SnippetTemplate = (context) =>
	`${clientSetup(context)}completion = client.chat.completions.create(\n${chatEntries(context, [])}\n)\n\nprint(completion.choices[0].message)`;

const conversationalStream: SnippetTemplate = (context) =>
	`${clientSetup(context)}stream = client.chat.completions.create(\n${chatEntries(context, [["stream", true]])}\n)\n\nfor chunk in stream:\n    print(chunk.choices[0].delta.content, end="")`;

export const huggingfaceHub: ClientTemplates = {
	language: "python",
	client: "huggingface_hub",
	templates: {
		basic: taskMethod,
		basicAudio: taskMethod,
		basicImage: taskMethod,
		conversational,
		conversationalStream,
		documentQuestionAnswering: taskMethod,
		imageToImage: taskMethod,
		imageToVideo: taskMethod,
		tabular: taskMethod,
		textToAudio: taskMethod,
		textToImage: taskMethod,
		textToVideo: taskMethod,
		zeroShotClassification: taskMethod,
		zeroShotImageClassification: taskMethod,
	},
};
