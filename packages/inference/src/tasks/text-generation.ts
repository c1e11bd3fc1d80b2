import type { TextGenerationInput, TextGenerationOutput } from "@modelyard/tasks";
import { TEXT_GENERATION_PROTOCOLS } from "../providers/protocols/by-task.js";
import { runTask } from "../routing/index.js";
import type { BaseArgs, Options } from "../types.js";
import { TEXT_INPUT } from "./arg-specs.js";
import { checkCall } from "./check-args.js";
import { checkOutput, firstIfArray, isObjectWith, isString } from "./validate.js";

export type TextGenerationArgs = BaseArgs & TextGenerationInput;

const isGeneration = isObjectWith({ generated_text: isString });

/** The continuation of a prompt (the prompt included unless `return_full_text: false`). */
export async function textGeneration(args: TextGenerationArgs, options?: Options): Promise<TextGenerationOutput> {
	return runTask(
		checkCall(
			{ task: "text-generation", protocols: TEXT_GENERATION_PROTOCOLS, args, options },
			"textGeneration",
			TEXT_INPUT,
		),
		(output) => checkOutput(firstIfArray(output), isGeneration, "Expected Array<{generated_text: string}>"),
	);
}
