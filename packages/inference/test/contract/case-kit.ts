// What the provider contract cases are made of: the case shape, shared inputs and the bodies they must become,
// answers written from the providers' API documentation, checks, and a builder per kind of provider API. Used by
// contract-cases.ts and the per-provider files under ./cases/.
import { expect } from "vitest";
import type { InferenceProvider, InferenceTask } from "../../src/types.js";
import { type Answer, documented, documentedStream } from "./answers.js";

/** "RIFF", the first bytes of a WAV file. */
export const AUDIO_BYTES = Uint8Array.of(0x52, 0x49, 0x46, 0x46);
export const AUDIO_BASE64 = "UklGRg==";
/** The first bytes of the PNG signature. */
export const IMAGE_BYTES = Uint8Array.of(0x89, 0x50, 0x4e, 0x47);
export const IMAGE_BASE64 = "iVBORw==";
export const VIDEO_BYTES = Uint8Array.of(0x00, 0x00, 0x00, 0x18, 0x66, 0x74, 0x79, 0x70);

export const audio = () => new Blob([AUDIO_BYTES], { type: "audio/wav" });
export const image = () => new Blob([IMAGE_BYTES], { type: "image/png" });

export interface StreamContract {
	answer: Answer;
	/** Events yielded before `[DONE]` (or the end of the body). */
	chunks: number;
	/** The streamed text (chat deltas, or TGI tokens) ends with this. */
	textEndsWith: string;
	/** One event carrying `text`, in the provider's streaming format (for the [DONE] and cancel checks). */
	event(text: string): unknown;
	/** text-generation: the whole text, carried by the last event (TGI's `generated_text`). */
	generatedText?: string;
}

export interface ErrorContract {
	answer: Answer;
	status: number;
	/** The server's own message, as the typed error must carry it. */
	message: string;
}

export interface PendingJobContract {
	/** The status answer, always "still running". */
	followUps: ReadonlyArray<readonly [string, Answer]>;
	/** The status URL polled, through the router and directly (credentials never leave the provider's hosts). */
	statusUrls: { router: string; direct: string };
	/** `options.pollTimeout` for the call (default 10 minutes). */
	pollTimeout?: number;
	/** Status polls made before the typed timeout error. */
	polls: number;
}

/** A file part of a multipart body: its file name, type and bytes. */
export interface ExpectedFile {
	fileName: string;
	type: string;
	bytes: Uint8Array;
}

export type ExpectedBody =
	| { json: Record<string, unknown> }
	| { bytes: Uint8Array }
	| { form: Record<string, string | ExpectedFile> };

export interface ContractCase {
	provider: InferenceProvider;
	task: InferenceTask;
	/** The model id on the provider's side (what the hub mapping answers). */
	providerModelId: string;
	/** What the caller passes as `model` (default: a hub id the fake hub maps to `providerModelId`). */
	model?: string;
	args(): Record<string, unknown>;
	/** `router` is absent for providers that are never routed (openai). */
	urls: { router?: string; direct: string };
	body: ExpectedBody;
	success: Answer;
	/** Answers to the follow-up GETs (polling, results) by URL fragment; downloads replay recordings by URL. */
	followUps?: ReadonlyArray<readonly [string, Answer]>;
	/** The call polls (timers are faked to keep the suite fast). */
	polls?: boolean;
	/** Asynchronous jobs: the follow-up answers of a job that fails, and the typed output error's message. */
	failedJob?: { followUps: ReadonlyArray<readonly [string, Answer]>; message: RegExp };
	/** Asynchronous jobs: a job that never ends is polled a bounded number of times, at its status URL. */
	pendingJob?: PendingJobContract;
	check(output: unknown): void;
	/** text-to-image: what `outputType: "url"` must return instead of a Blob. */
	urlOutput?: RegExp;
	error: ErrorContract;
	stream?: StreamContract;
}

// ---- shared inputs and the bodies they must become --------------------------------------------------------

export const MESSAGES = [{ role: "user", content: "One plus one?" }];
export const chatArgs = () => ({ messages: MESSAGES, max_tokens: 16 });
export const chatBody = (model: string) => ({ json: { messages: MESSAGES, max_tokens: 16, model } });

export const textGenerationArgs = () => ({ inputs: "Paris is", parameters: { max_new_tokens: 10, temperature: 0 } });
/** OpenAI completions: `prompt`, and TGI's max_new_tokens under its OpenAI name. */
export const completionsBody = (model: string) => ({
	json: { prompt: "Paris is", max_tokens: 10, temperature: 0, model },
});
/** Chat routes: the prompt as one user message. */
export const chatTextGenerationBody = (model: string) => ({
	json: { messages: [{ role: "user", content: "Paris is" }], max_tokens: 10, temperature: 0, model },
});

export const imageArgs = () => ({ inputs: "a red fox", parameters: { width: 512, height: 512 } });
export const FLAT_IMAGE_FIELDS = { width: 512, height: 512, prompt: "a red fox" };

export const ROUTER = "https://router.huggingface.co";
export const HF = `${ROUTER}/hf-inference`;

// ---- answers and checks -----------------------------------------------------------------------------------

export function openAiChatAnswer(model: string, content: string): Answer {
	return documented(200, {
		id: "chatcmpl-contract",
		object: "chat.completion",
		created: 1_740_000_000,
		model,
		choices: [{ index: 0, message: { role: "assistant", content }, finish_reason: "stop" }],
		usage: { prompt_tokens: 12, completion_tokens: 2, total_tokens: 14 },
	});
}

export function openAiChunk(model: string, content: string, finishReason: string | null = null) {
	return {
		id: "chatcmpl-contract",
		object: "chat.completion.chunk",
		created: 1_740_000_000,
		model,
		choices: [{ index: 0, delta: { content }, finish_reason: finishReason }],
	};
}

/** The events of a documented stream: the last one carries the finish reason. */
export function finishedEvents(
	parts: readonly string[],
	event: (text: string, finishReason: string | null) => unknown,
) {
	return parts.map((part, index) => event(part, index === parts.length - 1 ? "length" : null));
}

/** `asTextGeneration`: the stream of a text-generation call, whose last event carries the whole text. */
export function openAiChatStream(model: string, parts: readonly string[], asTextGeneration = false): StreamContract {
	const event = (text: string, finishReason: string | null = null) => openAiChunk(model, text, finishReason);
	return {
		answer: documentedStream(finishedEvents(parts, event)),
		chunks: parts.length,
		textEndsWith: parts.join(""),
		event,
		...(asTextGeneration ? { generatedText: parts.join("") } : {}),
	};
}

/** OpenAI completions stream (`choices[0].text`), as together, featherless and nebius send it. */
export function completionsStream(model: string, parts: readonly string[]): StreamContract {
	const event = (text: string, finishReason: string | null = null) => ({
		id: "cmpl-contract",
		object: "text_completion",
		created: 1_740_000_000,
		model,
		choices: [{ index: 0, text, finish_reason: finishReason, logprobs: null }],
	});
	return {
		answer: documentedStream(finishedEvents(parts, event)),
		chunks: parts.length,
		textEndsWith: parts.join(""),
		event,
		generatedText: parts.join(""),
	};
}

/** TGI's generate stream event (hf-inference). */
export const tgiEvent = (text: string) => ({
	index: 1,
	token: { id: 1, text, logprob: 0, special: false },
	generated_text: null,
	details: null,
});

export function completionAnswer(model: string, text: string): Answer {
	return documented(200, {
		id: "cmpl-contract",
		object: "text_completion",
		created: 1_740_000_000,
		model,
		choices: [{ index: 0, text, finish_reason: "length", logprobs: null }],
		usage: { prompt_tokens: 3, completion_tokens: 10, total_tokens: 13 },
	});
}

/** The answer's message content; a RegExp for long recorded answers (reasoning models think aloud first). */
export const chatText = (content: string | RegExp) => (output: unknown) =>
	expect(output).toMatchObject({
		choices: [{ message: { content: typeof content === "string" ? content : expect.stringMatching(content) } }],
	});

export const generatedText = (text: string) => (output: unknown) => expect(output).toEqual({ generated_text: text });

export const blobOf = (type: string, size?: number) => (output: unknown) => {
	expect(output).toBeInstanceOf(Blob);
	expect((output as Blob).type).toBe(type);
	if (size !== undefined) expect((output as Blob).size).toBe(size);
};

/** OpenAI-style error body (`error.message`), documented by OpenAI-compatible providers. */
export function openAiError(status: number, message: string, code: string): ErrorContract {
	return {
		answer: documented(status, { error: { message, type: "invalid_request_error", param: "model", code } }),
		status,
		message,
	};
}

/** hf-inference's documented error body: `{error}`. */
export function hfError(model: string): ErrorContract {
	const message = `Model ${model} does not exist`;
	return { answer: documented(404, { error: message }), status: 404, message };
}

/** FastAPI validation error (fal, Black Forest Labs): shown as `loc: msg`. */
export function fastApiMissing(field: string): ErrorContract {
	return {
		answer: documented(422, {
			detail: [{ loc: ["body", field], msg: "field required", type: "value_error.missing" }],
		}),
		status: 422,
		message: `body.${field}: field required`,
	};
}
// ---- case builders, one per kind of provider API ------------------------------------------------------------

export function chatCase(
	provider: InferenceProvider,
	providerModelId: string,
	direct: string,
	route: string,
	success: { answer: Answer; content: string | RegExp },
	error: ErrorContract,
	stream: StreamContract,
): ContractCase {
	return {
		provider,
		task: "conversational",
		providerModelId,
		args: chatArgs,
		urls: { router: `${ROUTER}/${provider}/${route}`, direct: `${direct}/${route}` },
		body: chatBody(providerModelId),
		success: success.answer,
		check: chatText(success.content),
		error,
		stream,
	};
}

export function textGenerationCase(
	provider: InferenceProvider,
	providerModelId: string,
	direct: string,
	route: string,
	body: ExpectedBody,
	success: { answer: Answer; text: string },
	error: ErrorContract,
	stream: StreamContract,
): ContractCase {
	return {
		provider,
		task: "text-generation",
		providerModelId,
		args: textGenerationArgs,
		urls: { router: `${ROUTER}/${provider}/${route}`, direct: `${direct}/${route}` },
		body,
		success: success.answer,
		check: generatedText(success.text),
		error,
		stream,
	};
}

/**
 * The chat case of a provider with OpenAI's chat route, written from the shapes OpenAI documents: the answer
 * "Two.", streamed as "One plus one" and " is two.".
 */
export function openAiCompatibleChatCase(
	provider: InferenceProvider,
	providerModelId: string,
	direct: string,
	route: string,
	error: ErrorContract,
): ContractCase {
	const success = { answer: openAiChatAnswer(providerModelId, "Two."), content: "Two." };
	const stream = openAiChatStream(providerModelId, ["One plus one", " is two."]);
	return chatCase(provider, providerModelId, direct, route, success, error, stream);
}

/** The text-generation case of a provider with OpenAI's completions route, from the documented shapes. */
export function openAiCompatibleCompletionsCase(
	provider: InferenceProvider,
	providerModelId: string,
	direct: string,
	route: string,
	error: ErrorContract,
): ContractCase {
	const success = {
		answer: completionAnswer(providerModelId, " the capital of France."),
		text: " the capital of France.",
	};
	const stream = completionsStream(providerModelId, [" the", " capital"]);
	return textGenerationCase(
		provider,
		providerModelId,
		direct,
		route,
		completionsBody(providerModelId),
		success,
		error,
		stream,
	);
}

export function imageCase(
	provider: InferenceProvider,
	providerModelId: string,
	direct: string,
	route: string,
	json: Record<string, unknown>,
	success: Answer,
	check: (output: unknown) => void,
	urlOutput: RegExp,
	error: ErrorContract,
): ContractCase {
	return {
		provider,
		task: "text-to-image",
		providerModelId,
		args: imageArgs,
		urls: { router: `${ROUTER}/${provider}/${route}`, direct: `${direct}/${route}` },
		body: { json },
		success,
		check,
		urlOutput,
		error,
	};
}
