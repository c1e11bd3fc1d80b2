import type { TextToAudioInput } from "@modelyard/tasks";
import { TEXT_TO_AUDIO_PROTOCOLS } from "../providers/protocols/by-task.js";
import { runTask } from "../routing/index.js";
import type { BaseArgs, Options } from "../types.js";
import { TEXT_INPUT } from "./arg-specs.js";
import { checkCall } from "./check-args.js";
import { checkOutput, isBlob } from "./validate.js";

export type TextToAudioArgs = BaseArgs & TextToAudioInput;

/** Audio (music, sound effects) generated from a prompt, as an audio Blob. */
export async function textToAudio(args: TextToAudioArgs, options?: Options): Promise<Blob> {
	return runTask(
		checkCall({ task: "text-to-audio", protocols: TEXT_TO_AUDIO_PROTOCOLS, args, options }, "textToAudio", TEXT_INPUT),
		(output) => checkOutput(output, isBlob, "Expected Blob"),
	);
}
