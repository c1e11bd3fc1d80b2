import type { AudioClassificationInput, AudioClassificationOutput } from "@modelyard/tasks";
import { HF_BINARY_PROTOCOLS } from "../providers/protocols/by-task.js";
import { runTask } from "../routing/index.js";
import type { BaseArgs, Options } from "../types.js";
import { BINARY_INPUT } from "./arg-specs.js";
import { checkCall } from "./check-args.js";
import type { LegacyAudioInput } from "./legacy-inputs.js";
import { checkOutput, isLabelScoreArray, LABEL_SCORE_ARRAY } from "./validate.js";

export type AudioClassificationArgs = BaseArgs & (AudioClassificationInput | LegacyAudioInput);

/** Labels for an audio clip (emotion, language, sound event...), best first. */
export async function audioClassification(
	args: AudioClassificationArgs,
	options?: Options,
): Promise<AudioClassificationOutput> {
	return runTask(
		checkCall(
			{ task: "audio-classification", protocols: HF_BINARY_PROTOCOLS, args, options },
			"audioClassification",
			BINARY_INPUT,
		),
		(output) => checkOutput(output, isLabelScoreArray, `Expected ${LABEL_SCORE_ARRAY} but received different format`),
	);
}
