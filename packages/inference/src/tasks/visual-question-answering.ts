import type { VisualQuestionAnsweringInput, VisualQuestionAnsweringOutputElement } from "@modelyard/tasks";
import { HF_JSON_PROTOCOLS } from "../providers/protocols/by-task.js";
import { runTask } from "../routing/index.js";
import type { BaseArgs, Options } from "../types.js";
import { QUESTION_IMAGE_INPUT } from "./arg-specs.js";
import { checkCall } from "./check-args.js";
import { checkOutput, firstIfArray, isNumber, isObjectWith, isString } from "./validate.js";

export type VisualQuestionAnsweringArgs = BaseArgs & VisualQuestionAnsweringInput;

const isVisualAnswer = isObjectWith({ answer: isString, score: isNumber });

/** The best answer to a question about an image (the image is sent as base64). */
export async function visualQuestionAnswering(
	args: VisualQuestionAnsweringArgs,
	options?: Options,
): Promise<VisualQuestionAnsweringOutputElement> {
	return runTask(
		checkCall(
			{ task: "visual-question-answering", protocols: HF_JSON_PROTOCOLS, args, options },
			"visualQuestionAnswering",
			QUESTION_IMAGE_INPUT,
		),
		(output) => checkOutput(firstIfArray(output), isVisualAnswer, "Expected Array<{answer: string, score: number}>"),
	);
}
