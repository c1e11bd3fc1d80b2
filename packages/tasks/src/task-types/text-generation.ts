// Text generation (TGI's generate API): request, full answer, and the token stream.

export interface TextGenerationInputGrammarType {
	type: "json" | "regex" | "json_schema";
	/** A JSON schema or a regular expression, as the type says. */
	value?: unknown;
	[property: string]: unknown;
}

export interface TextGenerationInputGenerateParameters {
	adapter_id?: string;
	best_of?: number;
	decoder_input_details?: boolean;
	details?: boolean;
	do_sample?: boolean;
	frequency_penalty?: number;
	grammar?: TextGenerationInputGrammarType;
	max_new_tokens?: number;
	repetition_penalty?: number;
	return_full_text?: boolean;
	seed?: number;
	stop?: string[];
	temperature?: number;
	top_k?: number;
	top_n_tokens?: number;
	top_p?: number;
	truncate?: number;
	typical_p?: number;
	watermark?: boolean;
	[property: string]: unknown;
}

export interface TextGenerationInput {
	inputs: string;
	parameters?: TextGenerationInputGenerateParameters;
	stream?: boolean;
	[property: string]: unknown;
}

export type TextGenerationOutputFinishReason = "length" | "eos_token" | "stop_sequence";

export interface TextGenerationOutputPrefillToken {
	id: number;
	logprob: number;
	text: string;
	[property: string]: unknown;
}

export interface TextGenerationOutputToken {
	id: number;
	logprob: number;
	special: boolean;
	text: string;
	[property: string]: unknown;
}

export interface TextGenerationOutputBestOfSequence {
	finish_reason: TextGenerationOutputFinishReason;
	generated_text: string;
	generated_tokens: number;
	prefill: TextGenerationOutputPrefillToken[];
	seed?: number;
	tokens: TextGenerationOutputToken[];
	top_tokens?: TextGenerationOutputToken[][];
	[property: string]: unknown;
}

export interface TextGenerationOutputDetails {
	best_of_sequences?: TextGenerationOutputBestOfSequence[];
	finish_reason: TextGenerationOutputFinishReason;
	generated_tokens: number;
	prefill: TextGenerationOutputPrefillToken[];
	seed?: number;
	tokens: TextGenerationOutputToken[];
	top_tokens?: TextGenerationOutputToken[][];
	[property: string]: unknown;
}

export interface TextGenerationOutput {
	generated_text: string;
	details?: TextGenerationOutputDetails;
	[property: string]: unknown;
}

export interface TextGenerationStreamOutputToken {
	id: number;
	logprob: number;
	special: boolean;
	text: string;
	[property: string]: unknown;
}

export interface TextGenerationStreamOutputStreamDetails {
	finish_reason: TextGenerationOutputFinishReason;
	generated_tokens: number;
	input_length?: number;
	seed?: number;
	[property: string]: unknown;
}

/** One event of a generate stream: a token, and on the last event the whole text and details. */
export interface TextGenerationStreamOutput {
	index: number;
	token: TextGenerationStreamOutputToken;
	top_tokens?: TextGenerationStreamOutputToken[];
	generated_text?: string;
	details?: TextGenerationStreamOutputStreamDetails;
	[property: string]: unknown;
}
