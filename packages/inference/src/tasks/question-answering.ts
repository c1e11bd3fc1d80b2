import type { QuestionAnsweringInput, QuestionAnsweringOutputElement } from "@modelyard/tasks";
import { HF_JSON_PROTOCOLS } from "../providers/protocols/by-task.js";
import { runTask } from "../routing/index.js";
import type { BaseArgs, Options } from "../types.js";
import { QUESTION_CONTEXT_INPUT } from "./arg-specs.js";
import { checkCall } from "./check-args.js";
import { checkOutput, firstIfArray, isNumber, isObjectWith, isString } from "./validate.js";

export type QuestionAnsweringArgs = BaseArgs & QuestionAnsweringInput;

const isAnswer = isObjectWith({ answer: isString, end: isNumber, score: isNumber, start: isNumber });

/** The span of the context that answers the question (the best one when the server returns several). */
export async function questionAnswering(
	args: QuestionAnsweringArgs,
	options?: Options,
): Promise<QuestionAnsweringOutputElement> {
	return runTask(
		checkCall(
			{ task: "question-answering", protocols: HF_JSON_PROTOCOLS, args, options },
			"questionAnswering",
			QUESTION_CONTEXT_INPUT,
		),
		(output) =>
			checkOutput(
				firstIfArray(output),
				isAnswer,
				"Expected Array<{answer: string, end: number, score: number, start: number}>",
			),
	);
}
