import type { ImageSegmentationInput, ImageSegmentationOutput } from "@modelyard/tasks";
import { IMAGE_SEGMENTATION_PROTOCOLS } from "../providers/protocols/by-task.js";
import { runTask } from "../routing/index.js";
import type { BaseArgs, Options } from "../types.js";
import { BINARY_INPUT } from "./arg-specs.js";
import { checkCall } from "./check-args.js";
import type { LegacyImageInput } from "./legacy-inputs.js";
import { checkOutput, isArrayOf, isNullish, isNumber, isObjectWith, isString } from "./validate.js";

export type ImageSegmentationArgs = BaseArgs & (ImageSegmentationInput | LegacyImageInput);

// Semantic segmentation has no per-segment score (the type says optional), so a missing or null score passes.
const isSegments = isArrayOf(isObjectWith({ label: isString, mask: isString, score: isNullish(isNumber) }));

/** The segments of an image: a label, a base64 PNG mask and (except for semantic segmentation) a score. */
export async function imageSegmentation(
	args: ImageSegmentationArgs,
	options?: Options,
): Promise<ImageSegmentationOutput> {
	return runTask(
		checkCall(
			{ task: "image-segmentation", protocols: IMAGE_SEGMENTATION_PROTOCOLS, args, options },
			"imageSegmentation",
			BINARY_INPUT,
		),
		(output) =>
			checkOutput(
				output,
				isSegments,
				"Expected Array<{label: string, mask: string, score: number}>",
			) as ImageSegmentationOutput,
	);
}
