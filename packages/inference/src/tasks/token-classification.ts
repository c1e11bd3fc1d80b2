import type { TokenClassificationInput, TokenClassificationOutput } from "@modelyard/tasks";
import { HF_JSON_PROTOCOLS } from "../providers/protocols/by-task.js";
import { runTask } from "../routing/index.js";
import type { BaseArgs, Options } from "../types.js";
import { TEXT_INPUT } from "./arg-specs.js";
import { checkCall } from "./check-args.js";
import { checkOutput, isArrayOf, isNumber, isObjectWith, isOptional, isString } from "./validate.js";

export type TokenClassificationArgs = BaseArgs & TokenClassificationInput;

// Aggregated answers (the default) name the entity `entity_group`; `aggregation_strategy: "none"` names it `entity`.
const isEntities = isArrayOf(
	isObjectWith({
		end: isNumber,
		score: isNumber,
		start: isNumber,
		word: isString,
		entity_group: isOptional(isString),
		entity: isOptional(isString),
	}),
);

/** The named entities (or other token labels) of a text, with their character offsets. */
export async function tokenClassification(
	args: TokenClassificationArgs,
	options?: Options,
): Promise<TokenClassificationOutput> {
	return runTask(
		checkCall(
			{ task: "token-classification", protocols: HF_JSON_PROTOCOLS, args, options },
			"tokenClassification",
			TEXT_INPUT,
		),
		(output) =>
			checkOutput(
				output,
				isEntities,
				"Expected Array<{end: number, entity_group: string, score: number, start: number, word: string}>",
			),
	);
}
