import { runTask } from "../routing/index.js";
import type { Options } from "../types.js";
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
	const output = await runTask({ task: "tabular-regression", args, options });
	return checkOutput(output, isNumberArray, "Expected Array<number>");
}
