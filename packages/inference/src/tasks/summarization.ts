import type { SummarizationInput, SummarizationOutput } from "@modelyard/tasks";
import { runTask } from "../routing/index.js";
import type { BaseArgs, Options } from "../types.js";
import { checkOutput, firstIfArray, isObjectWith, isString } from "./validate.js";

export type SummarizationArgs = BaseArgs & SummarizationInput;

const isSummary = isObjectWith({ summary_text: isString });

/** A shorter text that keeps the gist of the input. */
export async function summarization(args: SummarizationArgs, options?: Options): Promise<SummarizationOutput> {
	const output = await runTask({ task: "summarization", args, options });
	return checkOutput(firstIfArray(output), isSummary, "Expected Array<{summary_text: string}>");
}
