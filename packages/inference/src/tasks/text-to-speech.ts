import type { TextToSpeechInput } from "@modelyard/tasks";
import { TEXT_TO_SPEECH_PROTOCOLS } from "../providers/protocols/by-task.js";
import { runTask } from "../routing/index.js";
import type { BaseArgs, Options } from "../types.js";
import { TEXT_INPUT } from "./arg-specs.js";
import { checkCall } from "./check-args.js";
import { checkOutput, isBlob } from "./validate.js";

export type TextToSpeechArgs = BaseArgs & TextToSpeechInput;

/** Speech read from text, as an audio Blob. */
export async function textToSpeech(args: TextToSpeechArgs, options?: Options): Promise<Blob> {
	return runTask(
		checkCall(
			{ task: "text-to-speech", protocols: TEXT_TO_SPEECH_PROTOCOLS, args, options },
			"textToSpeech",
			TEXT_INPUT,
		),
		(output) => checkOutput(output, isBlob, "Expected Blob"),
	);
}
