import type { FeatureExtractionInput } from "@modelyard/tasks";
import { FEATURE_EXTRACTION_PROTOCOLS } from "../providers/protocols/by-task.js";
import { runTask } from "../routing/index.js";
import type { BaseArgs, Options } from "../types.js";
import { TEXTS_INPUT } from "./arg-specs.js";
import { checkCall } from "./check-args.js";
import { checkOutput, type Guard, isNumber } from "./validate.js";

export type FeatureExtractionArgs = BaseArgs &
	FeatureExtractionInput & {
		/** OpenAI-compatible providers: the vector encoding. */
		encoding_format?: "float" | "base64";
		/** OpenAI-compatible providers: the number of dimensions of the vectors. */
		dimensions?: number | null;
	};

/** One vector per input, or per token for models without pooling (hence the nesting). */
export type FeatureExtractionOutput = (number | number[] | number[][])[];

/** Numbers, or arrays nested at most `depth` deep whose leaves are numbers (each level all arrays or all numbers). */
function isNumericNesting(depth: number): Guard<unknown[]> {
	return (value): value is unknown[] =>
		Array.isArray(value) && (value.every(isNumber) || (depth > 0 && value.every(isNumericNesting(depth - 1))));
}

// Token embeddings of a batch are 4 levels deep: [input][batch of 1][token][dimension].
const isEmbeddings = isNumericNesting(3);

/** Embeddings of a text or of several texts. */
export async function featureExtraction(
	args: FeatureExtractionArgs,
	options?: Options,
): Promise<FeatureExtractionOutput> {
	return runTask(
		checkCall(
			{ task: "feature-extraction", protocols: FEATURE_EXTRACTION_PROTOCOLS, args, options },
			"featureExtraction",
			TEXTS_INPUT,
		),
		(output) =>
			checkOutput(
				output,
				isEmbeddings,
				"Expected Array<number[][][] | number[][] | number[] | number>",
			) as FeatureExtractionOutput,
	);
}
