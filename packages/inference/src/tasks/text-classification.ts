import type { TextClassificationInput, TextClassificationOutput } from "@modelyard/tasks";
import { HF_JSON_PROTOCOLS } from "../providers/protocols/by-task.js";
import { runTask } from "../routing/index.js";
import type { BaseArgs, Options } from "../types.js";
import { TEXT_INPUT } from "./arg-specs.js";
import { checkCall } from "./check-args.js";
import { checkOutput, isLabelScoreArray, LABEL_SCORE_ARRAY } from "./validate.js";

export type TextClassificationArgs = BaseArgs & TextClassificationInput;

/** Labels for a text (sentiment, topic...), best first. */
export async function textClassification(
	args: TextClassificationArgs,
	options?: Options,
): Promise<TextClassificationOutput> {
	return runTask(
		checkCall(
			{ task: "text-classification", protocols: HF_JSON_PROTOCOLS, args, options },
			"textClassification",
			TEXT_INPUT,
		),
		(output) => {
			// hf-inference answers one list per input, nested in a list: the single input's list is the result.
			const labels = Array.isArray(output) && Array.isArray(output[0]) ? output[0] : output;
			return checkOutput(labels, isLabelScoreArray, `Expected ${LABEL_SCORE_ARRAY}`);
		},
	);
}
