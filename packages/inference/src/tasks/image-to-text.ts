import type { ImageToTextInput, ImageToTextOutput } from "@modelyard/tasks";
import { IMAGE_TO_TEXT_PROTOCOLS } from "../providers/protocols/by-task.js";
import { runTask } from "../routing/index.js";
import type { BaseArgs, Options } from "../types.js";
import { BINARY_INPUT } from "./arg-specs.js";
import { checkCall } from "./check-args.js";
import type { LegacyImageInput } from "./legacy-inputs.js";
import { checkOutput, firstIfArray, isObjectWith, isString } from "./validate.js";

export type ImageToTextArgs = BaseArgs & (ImageToTextInput | LegacyImageInput);

const isCaption = isObjectWith({ generated_text: isString });

/** A caption for an image. */
export async function imageToText(args: ImageToTextArgs, options?: Options): Promise<ImageToTextOutput> {
	return runTask(
		checkCall(
			{ task: "image-to-text", protocols: IMAGE_TO_TEXT_PROTOCOLS, args, options },
			"imageToText",
			BINARY_INPUT,
		),
		(output) => checkOutput(firstIfArray(output), isCaption, "Expected {generated_text: string}"),
	);
}
