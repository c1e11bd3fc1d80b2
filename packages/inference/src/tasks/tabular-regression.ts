import { HF_JSON_PROTOCOLS } from "../providers/protocols/by-task.js";
import { runTask } from "../routing/index.js";
import type { Options } from "../types.js";
import { TABLE_INPUT } from "./arg-specs.js";
import { checkCall } from "./check-args.js";
import type { TabularClassificationArgs } from "./tabular-classification.js";
import { checkOutput, isNumberArray } from "./validate.js";

export type TabularRegressionArgs = TabularClassificationArgs;

/** One predicted value per row. */
export type TabularRegressionOutput = number[];

/** A predicted value for each row of a table. */
export async function tabularRegression(
	args: TabularRegressionArgs,
	options?: Options,
): Promise<TabularRegressionOutput> {
	return runTask(
		checkCall(
			{ task: "tabular-regression", protocols: HF_JSON_PROTOCOLS, args, options },
			"tabularRegression",
			TABLE_INPUT,
		),
		(output) => checkOutput(output, isNumberArray, "Expected Array<number>"),
	);
}
