import type { ZeroShotClassificationOutput, ZeroShotClassificationParameters } from "@modelyard/tasks";
import { HF_JSON_PROTOCOLS } from "../providers/protocols/by-task.js";
import { runTask } from "../routing/index.js";
import type { BaseArgs, Options } from "../types.js";
import { ZERO_SHOT_TEXT_INPUT } from "./arg-specs.js";
import { checkCall } from "./check-args.js";
import {
	checkOutput,
	isArrayOf,
	isLabelScoreArray,
	isNumberArray,
	isObjectWith,
	isOneOf,
	isString,
	LABEL_SCORE_ARRAY,
} from "./validate.js";

export type ZeroShotClassificationArgs = BaseArgs & {
	/** A text (3.x callers also pass a one-element array). */
	inputs: string | string[];
	parameters: ZeroShotClassificationParameters;
};

/** The pipeline's historical answer: per input, the labels sorted by score and the scores in the same order. */
const isLegacyAnswer = isArrayOf(
	isObjectWith({ labels: isArrayOf(isString), scores: isNumberArray, sequence: isString }),
);
const LEGACY_SHAPE = "Array<{labels: string[], scores: number[], sequence: string}>";

/**
 * Scores of the caller's candidate labels for a text. Returns the declared `Array<{label, score}>` whichever
 * of the two shapes the server answers (3.x required the legacy shape and returned it, against its own type).
 */
export async function zeroShotClassification(
	args: ZeroShotClassificationArgs,
	options?: Options,
): Promise<ZeroShotClassificationOutput> {
	return runTask(
		checkCall(
			{ task: "zero-shot-classification", protocols: HF_JSON_PROTOCOLS, args, options },
			"zeroShotClassification",
			ZERO_SHOT_TEXT_INPUT,
		),
		(output) => {
			const answer = checkOutput(
				output,
				isOneOf(isLabelScoreArray, isLegacyAnswer),
				`Expected ${LABEL_SCORE_ARRAY} or ${LEGACY_SHAPE}`,
			);
			return isLabelScoreArray(answer) ? answer : answer.flatMap(labelScorePairs);
		},
	);
}

function labelScorePairs({ labels, scores }: { labels: string[]; scores: number[] }): ZeroShotClassificationOutput {
	return labels.flatMap((label, index) => {
		const score = scores[index];
		return score === undefined ? [] : [{ label, score }];
	});
}
