import type { AudioClassificationInput } from "@modelyard/tasks";
import { AUDIO_TO_AUDIO_PROTOCOLS } from "../providers/protocols/by-task.js";
import { runTask } from "../routing/index.js";
import type { BaseArgs, Options } from "../types.js";
import { BINARY_INPUT } from "./arg-specs.js";
import { checkCall } from "./check-args.js";
import type { LegacyAudioInput } from "./legacy-inputs.js";
import { checkOutput, isArrayOf, isObjectWith, isString } from "./validate.js";

export type AudioToAudioArgs = BaseArgs & (Pick<AudioClassificationInput, "inputs"> | LegacyAudioInput);

/** One output track: its label and the audio as base64. */
export interface AudioToAudioOutput {
	label: string;
	/** The audio bytes, base64-encoded. */
	blob: string;
	"content-type": string;
}

/** The 3.x element type with a decoded Blob (declared by 3.x, never returned by it). */
export interface AudioToAudioOutputElem {
	label: string;
	audio: Blob;
}

const isAudioToAudioOutput = isArrayOf(isObjectWith({ label: isString, blob: isString, "content-type": isString }));

/** Audio in, audio out: source separation, speech enhancement... One element per output track. */
export async function audioToAudio(args: AudioToAudioArgs, options?: Options): Promise<AudioToAudioOutput[]> {
	return runTask(
		checkCall(
			{ task: "audio-to-audio", protocols: AUDIO_TO_AUDIO_PROTOCOLS, args, options },
			"audioToAudio",
			BINARY_INPUT,
		),
		(output) => {
			checkOutput(output, Array.isArray, "Expected Array");
			return checkOutput(output, isAudioToAudioOutput, "Expected Array<{label: string, audio: Blob}>");
		},
	);
}
