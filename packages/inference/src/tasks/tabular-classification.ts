import { HF_JSON_PROTOCOLS } from "../providers/protocols/by-task.js";
import { runTask } from "../routing/index.js";
import type { BaseArgs, Options } from "../types.js";
import { TABLE_INPUT } from "./arg-specs.js";
import { checkCall } from "./check-args.js";
import { checkOutput, isNumberArray } from "./validate.js";

export type TabularClassificationArgs = BaseArgs & {
	/** Column name -> the cells of that column, one row per index. */
	inputs: { data: Record<string, string[]> };
};

/** One predicted class per row. */
export type TabularClassificationOutput = number[];

/** The class of each row of a table. */
export async function tabularClassification(
	args: TabularClassificationArgs,
	options?: Options,
): Promise<TabularClassificationOutput> {
	return runTask(
		checkCall(
			{ task: "tabular-classification", protocols: HF_JSON_PROTOCOLS, args, options },
			"tabularClassification",
			TABLE_INPUT,
		),
		(output) => checkOutput(output, isNumberArray, "Expected Array<number>"),
	);
}
