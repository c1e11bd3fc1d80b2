import type { SentenceSimilarityInput, SentenceSimilarityOutput } from "@modelyard/tasks";
import { SENTENCE_SIMILARITY_PROTOCOLS } from "../providers/protocols/by-task.js";
import { runTask } from "../routing/index.js";
import type { BaseArgs, Options } from "../types.js";
import { SENTENCES_INPUT } from "./arg-specs.js";
import { checkCall } from "./check-args.js";
import { checkOutput, isNumberArray } from "./validate.js";

export type SentenceSimilarityArgs = BaseArgs & SentenceSimilarityInput;

/** Similarity of the source sentence to each of the other sentences, in their order. */
export async function sentenceSimilarity(
	args: SentenceSimilarityArgs,
	options?: Options,
): Promise<SentenceSimilarityOutput> {
	return runTask(
		checkCall(
			{ task: "sentence-similarity", protocols: SENTENCE_SIMILARITY_PROTOCOLS, args, options },
			"sentenceSimilarity",
			SENTENCES_INPUT,
		),
		(output) => checkOutput(output, isNumberArray, "Expected Array<number>"),
	);
}
