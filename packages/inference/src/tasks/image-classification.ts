import type { ImageClassificationInput, ImageClassificationOutput } from "@modelyard/tasks";
import { HF_BINARY_PROTOCOLS } from "../providers/protocols/by-task.js";
import { runTask } from "../routing/index.js";
import type { BaseArgs, Options } from "../types.js";
import { BINARY_INPUT } from "./arg-specs.js";
import { checkCall } from "./check-args.js";
import type { LegacyImageInput } from "./legacy-inputs.js";
import { checkOutput, isLabelScoreArray, LABEL_SCORE_ARRAY } from "./validate.js";

export type ImageClassificationArgs = BaseArgs & (ImageClassificationInput | LegacyImageInput);

/** Labels for an image, best first. */
export async function imageClassification(
	args: ImageClassificationArgs,
	options?: Options,
): Promise<ImageClassificationOutput> {
	return runTask(
		checkCall(
			{ task: "image-classification", protocols: HF_BINARY_PROTOCOLS, args, options },
			"imageClassification",
			BINARY_INPUT,
		),
		(output) => checkOutput(output, isLabelScoreArray, `Expected ${LABEL_SCORE_ARRAY}`),
	);
}
