import type { DocumentQuestionAnsweringInput, DocumentQuestionAnsweringOutputElement } from "@modelyard/tasks";
import { HF_JSON_PROTOCOLS } from "../providers/protocols/by-task.js";
import { runTask } from "../routing/index.js";
import type { BaseArgs, Options } from "../types.js";
import { QUESTION_IMAGE_INPUT } from "./arg-specs.js";
import { checkCall } from "./check-args.js";
import { checkOutput, firstIfArray, isNumber, isObjectWith, isOptional, isString } from "./validate.js";

export type DocumentQuestionAnsweringArgs = BaseArgs & DocumentQuestionAnsweringInput;

// Generative models (donut) answer only the text: no score, no word span. 3.x's check lets that through too,
// while its type (and ours, for code written against it) says the three numbers are always there.
const isDocumentAnswer = isObjectWith({
	answer: isString,
	end: isOptional(isNumber),
	score: isOptional(isNumber),
	start: isOptional(isNumber),
});

/** The answer to a question about a document image (the image is sent as base64). */
export async function documentQuestionAnswering(
	args: DocumentQuestionAnsweringArgs,
	options?: Options,
): Promise<DocumentQuestionAnsweringOutputElement> {
	return runTask(
		checkCall(
			{ task: "document-question-answering", protocols: HF_JSON_PROTOCOLS, args, options },
			"documentQuestionAnswering",
			QUESTION_IMAGE_INPUT,
		),
		(output) =>
			checkOutput(
				firstIfArray(output),
				isDocumentAnswer,
				"Expected Array<{answer: string, end: number, score: number, start: number}>",
			) as DocumentQuestionAnsweringOutputElement,
	);
}
