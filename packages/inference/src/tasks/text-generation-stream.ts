import { TEXT_GENERATION_PROTOCOLS } from "../providers/protocols/by-task.js";
import { runStreamingTask } from "../routing/index.js";
import type { Options } from "../types.js";
import { TEXT_INPUT } from "./arg-specs.js";
import { checkCall } from "./check-args.js";
import type { TextGenerationArgs } from "./text-generation.js";
import { checkOutput, isObjectWith, isString } from "./validate.js";

// The event types of TGI's generate stream, as 3.x exports them.

export interface TextGenerationStreamToken {
	id: number;
	text: string;
	logprob: number;
	/** Special tokens (end of sequence...) are not part of the text. */
	special: boolean;
}

export interface TextGenerationStreamPrefillToken {
	id: number;
	text: string;
	/** Absent for the first token. */
	logprob?: number;
}

export type TextGenerationStreamFinishReason = "length" | "eos_token" | "stop_sequence";

export interface TextGenerationStreamBestOfSequence {
	generated_text: string;
	finish_reason: TextGenerationStreamFinishReason;
	generated_tokens: number;
	seed?: number;
	prefill: TextGenerationStreamPrefillToken[];
	tokens: TextGenerationStreamToken[];
}

export interface TextGenerationStreamDetails {
	finish_reason: TextGenerationStreamFinishReason;
	generated_tokens: number;
	seed?: number;
	prefill: TextGenerationStreamPrefillToken[];
	tokens: TextGenerationStreamToken[];
	best_of_sequences?: TextGenerationStreamBestOfSequence[];
}

export interface TextGenerationStreamOutput {
	index?: number;
	token: TextGenerationStreamToken;
	/** The whole text, on the last event only. */
	generated_text: string | null;
	/** On the last event only, when `details` was asked for. */
	details: TextGenerationStreamDetails | null;
}

/**
 * The first event is checked (a stream of another shape falls back to the next provider); later ones are not, as
 * in 3.x. Every provider's events are TGI's by then (OpenAI-compatible chunks are turned into them).
 */
const isTextGenerationStreamOutput = /* @__PURE__ */ isObjectWith({ token: isObjectWith({ text: isString }) });

/** The continuation of a prompt, streamed token by token. */
export function textGenerationStream(
	args: TextGenerationArgs,
	options?: Options,
): AsyncGenerator<TextGenerationStreamOutput> {
	return runStreamingTask(
		() =>
			checkCall(
				{ task: "text-generation", protocols: TEXT_GENERATION_PROTOCOLS, args, options },
				"textGenerationStream",
				TEXT_INPUT,
			),
		(firstEvent) => checkOutput(firstEvent, isTextGenerationStreamOutput, "Expected TextGenerationStreamOutput"),
	) as AsyncGenerator<TextGenerationStreamOutput>;
}
