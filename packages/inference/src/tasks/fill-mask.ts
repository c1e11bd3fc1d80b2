import type { FillMaskInput, FillMaskOutput } from "@modelyard/tasks";
import { HF_JSON_PROTOCOLS } from "../providers/protocols/by-task.js";
import { runTask } from "../routing/index.js";
import type { BaseArgs, Options } from "../types.js";
import { TEXT_INPUT } from "./arg-specs.js";
import { checkCall } from "./check-args.js";
import { checkOutput, isArrayOf, isNumber, isObjectWith, isString } from "./validate.js";

export type FillMaskArgs = BaseArgs & FillMaskInput;

const isFills = isArrayOf(isObjectWith({ score: isNumber, sequence: isString, token: isNumber, token_str: isString }));

/** The likeliest tokens for the mask token of a text, each with the completed sequence. */
export async function fillMask(args: FillMaskArgs, options?: Options): Promise<FillMaskOutput> {
	return runTask(
		checkCall({ task: "fill-mask", protocols: HF_JSON_PROTOCOLS, args, options }, "fillMask", TEXT_INPUT),
		(output) =>
			checkOutput(
				output,
				isFills,
				"Expected Array<{score: number, sequence: string, token: number, token_str: string}>",
			),
	);
}
