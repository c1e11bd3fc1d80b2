import type { TableQuestionAnsweringInput, TableQuestionAnsweringOutputElement } from "@modelyard/tasks";
import { HF_JSON_PROTOCOLS } from "../providers/protocols/by-task.js";
import { runTask } from "../routing/index.js";
import type { BaseArgs, Options } from "../types.js";
import { TABLE_QUESTION_INPUT } from "./arg-specs.js";
import { checkCall } from "./check-args.js";
import { checkOutput, firstIfArray, isArrayOf, isNumberArray, isObjectWith, isOptional, isString } from "./validate.js";

export type TableQuestionAnsweringArgs = BaseArgs & TableQuestionAnsweringInput;

// `aggregator` is optional as the type says (3.x required it at runtime): models without aggregation omit it.
const isTableAnswer = isObjectWith({
	answer: isString,
	cells: isArrayOf(isString),
	coordinates: isArrayOf(isNumberArray),
	aggregator: isOptional(isString),
});

/** The answer to a question about a table, with the cells it comes from. */
export async function tableQuestionAnswering(
	args: TableQuestionAnsweringArgs,
	options?: Options,
): Promise<TableQuestionAnsweringOutputElement> {
	return runTask(
		checkCall(
			{ task: "table-question-answering", protocols: HF_JSON_PROTOCOLS, args, options },
			"tableQuestionAnswering",
			TABLE_QUESTION_INPUT,
		),
		(output) =>
			checkOutput(
				firstIfArray(output),
				isTableAnswer,
				"Expected {aggregator: string, answer: string, cells: string[], coordinates: number[][]}",
			),
	);
}
