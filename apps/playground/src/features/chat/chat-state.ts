import type { InferenceProvider } from "@modelyard/inference";
import type { ChatCompletionInput, ChatCompletionInputMessage } from "@modelyard/tasks";
import { isBoolean, isNumber, isString, validFields } from "../../app/stored-values.js";
import type { CallProvider } from "../run/routing.js";

/**
 * Everything a chat request is made of, as one object: the chat panel sends `chatArgs(state)`, and a "view
 * code" component can render the same object, so the snippet shown is the request sent.
 * `messages` starts with the system prompt when there is one and ends with the turn about to be sent.
 */
export interface ChatState {
	model: string;
	provider: CallProvider;
	messages: ChatCompletionInputMessage[];
	/** Undefined: the provider's default (compare leaves them so, to match offline recordings made that way). */
	temperature?: number;
	max_tokens?: number;
	/** Undefined: the provider's default (some reject 1.0, so it is only sent when chosen). */
	top_p?: number;
	/** Empty: none sent. */
	stop: string[];
	/** Undefined: none sent (sampling is random). */
	seed?: number;
	stream: boolean;
}

/** The sampling settings a person picks in the chat's form. */
export interface ChatParameters {
	systemPrompt: string;
	temperature?: number;
	maxTokens?: number;
	topP?: number;
	seed?: number;
	/** As typed: one stop sequence a line. */
	stopText: string;
	stream: boolean;
}

export const DEFAULT_PARAMETERS: ChatParameters = {
	systemPrompt: "",
	temperature: 0.7,
	maxTokens: 512,
	stopText: "",
	stream: true,
};

/** The settings of a stored or shared chat that have their type; the others are left out (defaults apply). */
export const chatParametersFrom = (value: unknown): Partial<ChatParameters> =>
	validFields<ChatParameters>(value, {
		systemPrompt: isString,
		temperature: isNumber,
		maxTokens: isNumber,
		topP: isNumber,
		seed: isNumber,
		stopText: isString,
		stream: isBoolean,
	});

/**
 * Providers whose OpenAI-compatible chat accepts `stream_options: { include_usage: true }` and then ends
 * the stream with a usage chunk. Others may reject the unknown field, so they are not asked; their token
 * counts come from a `usage` they send anyway, or are shown as chunks. Of the providers added since 3.x, only
 * Scaleway documents the field; the others are not asked until they do.
 */
const STREAM_USAGE_PROVIDERS: ReadonlySet<InferenceProvider> = new Set<InferenceProvider>([
	"hf-inference",
	"openai",
	"together",
	"fireworks-ai",
	"groq",
	"cerebras",
	"nebius",
	"novita",
	"sambanova",
	"hyperbolic",
	"featherless-ai",
	"nscale",
	// Scaleway lists stream_options among its supported chat parameters.
	"scaleway",
]);

export function chatState(
	model: string,
	provider: CallProvider,
	parameters: ChatParameters,
	conversation: ChatCompletionInputMessage[],
): ChatState {
	const system = parameters.systemPrompt.trim();
	return {
		model,
		provider,
		messages: system ? [{ role: "system", content: system }, ...conversation] : conversation,
		temperature: parameters.temperature,
		max_tokens: parameters.maxTokens,
		top_p: parameters.topP,
		stop: parameters.stopText.split("\n").filter((line) => line !== ""),
		seed: parameters.seed,
		stream: parameters.stream,
	};
}

/** The exact arguments of `chatCompletion` / `chatCompletionStream` for a state (without `stream` itself). */
export function chatArgs(state: ChatState): ChatCompletionInput & { model: string; provider: CallProvider } {
	return {
		model: state.model,
		provider: state.provider,
		messages: state.messages,
		...(state.temperature === undefined ? {} : { temperature: state.temperature }),
		...(state.max_tokens === undefined ? {} : { max_tokens: state.max_tokens }),
		...(state.top_p === undefined ? {} : { top_p: state.top_p }),
		...(state.stop.length > 0 ? { stop: state.stop } : {}),
		...(state.seed === undefined ? {} : { seed: state.seed }),
		...(state.stream && asksStreamUsage(state.provider) ? { stream_options: { include_usage: true } } : {}),
	};
}

/** Every provider the call may reach accepts `stream_options` (a list: each of them). */
function asksStreamUsage(provider: CallProvider): boolean {
	const providers: readonly string[] = typeof provider === "string" ? [provider] : provider;
	return providers.every((name) => STREAM_USAGE_PROVIDERS.has(name as InferenceProvider));
}
