import type { AutomaticSpeechRecognitionInput, AutomaticSpeechRecognitionOutput } from "@modelyard/tasks";
import { SPEECH_RECOGNITION_PROTOCOLS } from "../providers/protocols/by-task.js";
import { runTask } from "../routing/index.js";
import type { BaseArgs, Options } from "../types.js";
import { BINARY_INPUT } from "./arg-specs.js";
import { checkCall } from "./check-args.js";
import type { LegacyAudioInput } from "./legacy-inputs.js";
import { checkOutput, isArrayOf, isNumber, isObjectWith, isOptional, isString } from "./validate.js";

export type AutomaticSpeechRecognitionArgs = BaseArgs & (AutomaticSpeechRecognitionInput | LegacyAudioInput);

const isTranscript = isObjectWith({
	text: isString,
	chunks: isOptional(isArrayOf(isObjectWith({ text: isString, timestamp: isArrayOf(isNumber) }))),
});

/** The text spoken in an audio clip (with per-chunk timestamps when `return_timestamps` is set). */
export async function automaticSpeechRecognition(
	args: AutomaticSpeechRecognitionArgs,
	options?: Options,
): Promise<AutomaticSpeechRecognitionOutput> {
	return runTask(
		checkCall(
			{ task: "automatic-speech-recognition", protocols: SPEECH_RECOGNITION_PROTOCOLS, args, options },
			"automaticSpeechRecognition",
			BINARY_INPUT,
		),
		(output) => checkOutput(output, isTranscript, "Expected {text: string}"),
	);
}
