import type { ObjectDetectionInput, ObjectDetectionOutput } from "@modelyard/tasks";
import { HF_BINARY_PROTOCOLS } from "../providers/protocols/by-task.js";
import { runTask } from "../routing/index.js";
import type { BaseArgs, Options } from "../types.js";
import { BINARY_INPUT } from "./arg-specs.js";
import { checkCall } from "./check-args.js";
import type { LegacyImageInput } from "./legacy-inputs.js";
import { checkOutput, isArrayOf, isNumber, isObjectWith, isString } from "./validate.js";

export type ObjectDetectionArgs = BaseArgs & (ObjectDetectionInput | LegacyImageInput);

const isBox = isObjectWith({ xmin: isNumber, ymin: isNumber, xmax: isNumber, ymax: isNumber });
const isDetections = isArrayOf(isObjectWith({ label: isString, score: isNumber, box: isBox }));

/** The objects in an image: label, score and pixel box of each. */
export async function objectDetection(args: ObjectDetectionArgs, options?: Options): Promise<ObjectDetectionOutput> {
	return runTask(
		checkCall(
			{ task: "object-detection", protocols: HF_BINARY_PROTOCOLS, args, options },
			"objectDetection",
			BINARY_INPUT,
		),
		(output) =>
			checkOutput(
				output,
				isDetections,
				"Expected Array<{label: string, score: number, box: {xmin: number, ymin: number, xmax: number, ymax: number}}>",
			),
	);
}
