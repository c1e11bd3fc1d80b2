import type { TextToSpeechInput } from "@modelyard/tasks";
import { runTask } from "../routing/index.js";
import type { BaseArgs, Options } from "../types.js";
import { checkOutput, isBlob } from "./validate.js";

export type TextToSpeechArgs = BaseArgs & TextToSpeechInput;

/** Speech read from text, as an audio Blob. */
export async function textToSpeech(args: TextToSpeechArgs, options?: Options): Promise<Blob> {
	const output = await runTask({ task: "text-to-speech", args, options });
	return checkOutput(output, isBlob, "Expected Blob");
}
