import type { SummarizationInput, SummarizationOutput } from "@modelyard/tasks";
import { HF_JSON_PROTOCOLS } from "../providers/protocols/by-task.js";
import { runTask } from "../routing/index.js";
import type { BaseArgs, Options } from "../types.js";
import { TEXT_INPUT } from "./arg-specs.js";
import { checkCall } from "./check-args.js";
import { checkOutput, firstIfArray, isObjectWith, isString } from "./validate.js";

export type SummarizationArgs = BaseArgs & SummarizationInput;

const isSummary = isObjectWith({ summary_text: isString });

/** A shorter text that keeps the gist of the input. */
export async function summarization(args: SummarizationArgs, options?: Options): Promise<SummarizationOutput> {
	return runTask(
		checkCall({ task: "summarization", protocols: HF_JSON_PROTOCOLS, args, options }, "summarization", TEXT_INPUT),
		(output) => checkOutput(firstIfArray(output), isSummary, "Expected Array<{summary_text: string}>"),
	);
}
