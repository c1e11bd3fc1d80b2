import type {
	ZeroShotImageClassificationInput,
	ZeroShotImageClassificationOutput,
	ZeroShotImageClassificationParameters,
} from "@modelyard/tasks";
import { ZERO_SHOT_IMAGE_PROTOCOLS } from "../providers/protocols/by-task.js";
import { runTask } from "../routing/index.js";
import type { BaseArgs, Options } from "../types.js";
import { ZERO_SHOT_IMAGE_INPUT } from "./arg-specs.js";
import { checkCall } from "./check-args.js";
import { checkOutput, isLabelScoreArray, LABEL_SCORE_ARRAY } from "./validate.js";

/** The 3.x legacy form: the image wrapped in `inputs.image`. */
export interface LegacyZeroShotImageClassificationInput {
	inputs: { image: Blob | ArrayBuffer };
	/** Optional in the type, as in 3.x; the call is refused before any request without candidate labels. */
	parameters?: ZeroShotImageClassificationParameters;
}

export type ZeroShotImageClassificationArgs = BaseArgs &
	(ZeroShotImageClassificationInput | LegacyZeroShotImageClassificationInput);

/** Scores of the caller's candidate labels for an image. */
export async function zeroShotImageClassification(
	args: ZeroShotImageClassificationArgs,
	options?: Options,
): Promise<ZeroShotImageClassificationOutput> {
	return runTask(
		checkCall(
			{ task: "zero-shot-image-classification", protocols: ZERO_SHOT_IMAGE_PROTOCOLS, args, options },
			"zeroShotImageClassification",
			ZERO_SHOT_IMAGE_INPUT,
		),
		(output) => checkOutput(output, isLabelScoreArray, `Expected ${LABEL_SCORE_ARRAY}`),
	);
}
