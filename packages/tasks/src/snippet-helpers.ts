/**
 * Small pieces the API-usage snippet generators share: the snippet languages and shapes, the router URLs,
 * and renderers for chat messages and generation settings inside generated code.
 */
import { type LiteralValue, toJsLiteral } from "./snippet-format/index.js";
import type { ChatCompletionInputMessage } from "./task-types/chat-completion.js";

/** The languages API-usage snippets are written in. */
export const inferenceSnippetLanguages = ["python", "js", "sh"] as const;

/** One of `python`, `js`, `sh`. */
export type InferenceSnippetLanguage = (typeof inferenceSnippetLanguages)[number];

/** One generated snippet: its language, the client library it uses (e.g. `requests`) and the code. */
export interface InferenceSnippet {
	language: InferenceSnippetLanguage;
	client: string;
	content: string;
}

/** A provider name as snippets print it: the usual ones are suggested, any other string is accepted. */
export type SnippetInferenceProvider =
	| "hf-inference"
	| "fal-ai"
	| "fireworks-ai"
	| "hyperbolic"
	| "nebius"
	| "novita"
	| "replicate"
	| "sambanova"
	| "together"
	// `string & {}` keeps the names above in editor completion while allowing any provider.
	| (string & {});

/** The router URL of a provider, with `{{PROVIDER}}` to fill in. */
export const HF_HUB_INFERENCE_PROXY_TEMPLATE = "https://router.huggingface.co/{{PROVIDER}}";

/** The base URL an OpenAI-compatible client needs to reach a provider through the router. */
export function openAIbaseUrl(provider: SnippetInferenceProvider): string {
	const routed = HF_HUB_INFERENCE_PROXY_TEMPLATE.replace("{{PROVIDER}}", provider);
	// hf-inference serves its OpenAI-compatible routes under /v1; the other providers' routes include it.
	return provider === "hf-inference" ? `${routed}/v1` : routed;
}

/** How stringifyMessages lays messages out. */
export interface StringifyMessagesOptions {
	/** Prefix added to every line after the first, to sit inside already indented code. */
	indent?: string;
	/** Quote every key (`"role": ...`, for Python and JSON); by default identifier keys are bare (`role: ...`). */
	attributeKeyQuotes?: boolean;
	/** A last rewrite of the whole text, e.g. to escape it for a template it is pasted into. */
	customContentEscaper?: (text: string) => string;
}

/** Chat messages as a tab-indented array literal for generated code; every string is escaped for JS/JSON. */
export function stringifyMessages(
	messages: readonly ChatCompletionInputMessage[],
	options: StringifyMessagesOptions = {},
): string {
	const text = toJsLiteral(toLiteralMessages(messages), {
		indent: "\t",
		baseIndent: options.indent ?? "",
		trailingComma: false,
		quoteKeys: options.attributeKeyQuotes ?? false,
	});
	return options.customContentEscaper ? options.customContentEscaper(text) : text;
}

/**
 * Messages are JSON data by contract (they are sent as JSON); one JSON round trip turns the message
 * interfaces, which allow `unknown` extra keys, into plain literal values and drops what JSON would drop.
 */
function toLiteralMessages(messages: readonly ChatCompletionInputMessage[]): LiteralValue {
	return JSON.parse(JSON.stringify(messages));
}

/** Generation settings a chat snippet prints, e.g. `{ max_tokens: 512, temperature: 0.5 }`. */
export type GenerationConfig = Readonly<Record<string, number | undefined>>;

/** How stringifyGenerationConfig lays settings out. */
export interface StringifyGenerationConfigOptions {
	/** Put between two settings, e.g. `"\n\t"`. */
	indent: string;
	/** Put between a key and its value, e.g. `": "` or `"="`. */
	attributeValueConnector: string;
	/** Quote the keys (`"max_tokens": 512,`). */
	attributeKeyQuotes?: boolean;
}

/** Generation settings as `key<connector>value,` items joined by `indent`; unset settings are left out. */
export function stringifyGenerationConfig(config: GenerationConfig, options: StringifyGenerationConfigOptions): string {
	const quote = options.attributeKeyQuotes ? '"' : "";
	return Object.entries(config)
		.filter((entry): entry is [string, number] => entry[1] !== undefined)
		.map(([name, value]) => `${quote}${name}${quote}${options.attributeValueConnector}${value},`)
		.join(options.indent);
}
