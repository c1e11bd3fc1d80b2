import type { ImageToImageParameters } from "@modelyard/tasks";
import { IMAGE_TO_IMAGE_PROTOCOLS } from "../providers/protocols/by-task.js";
import { runTask } from "../routing/index.js";
import type { BaseArgs, Options } from "../types.js";
import { BINARY_INPUT } from "./arg-specs.js";
import { checkCall } from "./check-args.js";
import { checkOutput, isBlob } from "./validate.js";

export type ImageToImageArgs = BaseArgs & {
	/** The source image (ArrayBuffer accepted too, as 3.x did at runtime). */
	inputs: Blob | ArrayBuffer;
	parameters?: ImageToImageParameters;
};

/**
 * A new image from an image (and a prompt in `parameters`). Without parameters the image bytes are sent raw,
 * WITH the caller's provider and endpoint (3.x dropped both in that case and called the router's default).
 */
export async function imageToImage(args: ImageToImageArgs, options?: Options): Promise<Blob> {
	return runTask(
		checkCall(
			{ task: "image-to-image", protocols: IMAGE_TO_IMAGE_PROTOCOLS, args, options },
			"imageToImage",
			BINARY_INPUT,
		),
		(output) => checkOutput(output, isBlob, "Expected Blob"),
	);
}
