// Chat completion (OpenAI-compatible) request and response types, as @huggingface/tasks 0.18 names them.
// Every interface accepts extra keys: providers add fields of their own and callers pass them through.

export interface ChatCompletionInputURL {
	url: string;
	[property: string]: unknown;
}

export type ChatCompletionInputMessageChunkType = "text" | "image_url";

/** A part of a multi-part message: `text` for a "text" part, `image_url` (a URL or a data: URL) for an image. */
export interface ChatCompletionInputMessageChunk {
	type: ChatCompletionInputMessageChunkType;
	text?: string;
	image_url?: ChatCompletionInputURL;
	[property: string]: unknown;
}
export type ChatCompletionInputMessageContent = string | ChatCompletionInputMessageChunk[];

export interface ChatCompletionInputFunctionDefinition {
	name: string;
	description?: string;
	/** JSON schema of the parameters (tools) or the arguments given (tool calls). */
	arguments?: unknown;
	parameters?: unknown;
	[property: string]: unknown;
}

export interface ChatCompletionInputToolCall {
	id: string;
	type: string;
	function: ChatCompletionInputFunctionDefinition;
	[property: string]: unknown;
}

export interface ChatCompletionInputMessage {
	role: string;
	content?: ChatCompletionInputMessageContent;
	name?: string;
	tool_calls?: ChatCompletionInputToolCall[];
	tool_call_id?: string;
	[property: string]: unknown;
}

export interface ChatCompletionInputGrammarType {
	type: "json" | "regex" | "json_object" | "json_schema";
	value?: unknown;
	[property: string]: unknown;
}

export interface ChatCompletionInputStreamOptions {
	include_usage?: boolean;
	[property: string]: unknown;
}

export interface ChatCompletionInputFunctionName {
	name: string;
	[property: string]: unknown;
}

export interface ChatCompletionInputToolChoiceObject {
	function: ChatCompletionInputFunctionName;
	type?: string;
	[property: string]: unknown;
}

export type ChatCompletionInputToolChoiceEnum = "auto" | "none" | "required";
export type ChatCompletionInputToolChoice = ChatCompletionInputToolChoiceEnum | ChatCompletionInputToolChoiceObject;

export interface ChatCompletionInputTool {
	type: string;
	function: ChatCompletionInputFunctionDefinition;
	[property: string]: unknown;
}

export interface ChatCompletionInput {
	messages: ChatCompletionInputMessage[];
	model?: string;
	frequency_penalty?: number;
	logit_bias?: number[];
	logprobs?: boolean;
	max_tokens?: number;
	n?: number;
	presence_penalty?: number;
	response_format?: ChatCompletionInputGrammarType;
	seed?: number;
	stop?: string[];
	stream?: boolean;
	stream_options?: ChatCompletionInputStreamOptions;
	temperature?: number;
	tool_choice?: ChatCompletionInputToolChoice;
	tool_prompt?: string;
	tools?: ChatCompletionInputTool[];
	top_logprobs?: number;
	top_p?: number;
	[property: string]: unknown;
}

export interface ChatCompletionOutputTopLogprob {
	token: string;
	logprob: number;
	[property: string]: unknown;
}

export interface ChatCompletionOutputLogprob {
	token: string;
	logprob: number;
	top_logprobs: ChatCompletionOutputTopLogprob[];
	[property: string]: unknown;
}

export interface ChatCompletionOutputLogprobs {
	content: ChatCompletionOutputLogprob[];
	[property: string]: unknown;
}

export interface ChatCompletionOutputFunctionDefinition {
	name: string;
	description?: string;
	/** The call's arguments as JSON text, as OpenAI-compatible APIs send them (parse it). */
	arguments: string;
	[property: string]: unknown;
}

export interface ChatCompletionOutputToolCall {
	id: string;
	type: string;
	function: ChatCompletionOutputFunctionDefinition;
	[property: string]: unknown;
}

export interface ChatCompletionOutputMessage {
	role: string;
	content?: string;
	tool_call_id?: string;
	tool_calls?: ChatCompletionOutputToolCall[];
	[property: string]: unknown;
}

export interface ChatCompletionOutputComplete {
	index: number;
	finish_reason: string;
	message: ChatCompletionOutputMessage;
	logprobs?: ChatCompletionOutputLogprobs;
	[property: string]: unknown;
}

export interface ChatCompletionOutputUsage {
	completion_tokens: number;
	prompt_tokens: number;
	total_tokens: number;
	[property: string]: unknown;
}

export interface ChatCompletionOutput {
	id: string;
	created: number;
	model: string;
	choices: ChatCompletionOutputComplete[];
	usage: ChatCompletionOutputUsage;
	system_fingerprint: string;
	[property: string]: unknown;
}

export interface ChatCompletionStreamOutputFunction {
	name?: string;
	arguments: string;
	[property: string]: unknown;
}

export interface ChatCompletionStreamOutputDeltaToolCall {
	index: number;
	id: string;
	type: string;
	function: ChatCompletionStreamOutputFunction;
	[property: string]: unknown;
}

export interface ChatCompletionStreamOutputDelta {
	role: string;
	content?: string;
	tool_call_id?: string;
	tool_calls?: ChatCompletionStreamOutputDeltaToolCall[];
	[property: string]: unknown;
}

export interface ChatCompletionStreamOutputTopLogprob {
	token: string;
	logprob: number;
	[property: string]: unknown;
}

export interface ChatCompletionStreamOutputLogprob {
	token: string;
	logprob: number;
	top_logprobs: ChatCompletionStreamOutputTopLogprob[];
	[property: string]: unknown;
}

export interface ChatCompletionStreamOutputLogprobs {
	content: ChatCompletionStreamOutputLogprob[];
	[property: string]: unknown;
}

export interface ChatCompletionStreamOutputChoice {
	index: number;
	delta: ChatCompletionStreamOutputDelta;
	finish_reason?: string;
	logprobs?: ChatCompletionStreamOutputLogprobs;
	[property: string]: unknown;
}

export interface ChatCompletionStreamOutputUsage {
	completion_tokens: number;
	prompt_tokens: number;
	total_tokens: number;
	[property: string]: unknown;
}

export interface ChatCompletionStreamOutput {
	id: string;
	created: number;
	model: string;
	choices: ChatCompletionStreamOutputChoice[];
	system_fingerprint: string;
	usage?: ChatCompletionStreamOutputUsage;
	[property: string]: unknown;
}
