import type { ImageToVideoParameters } from "@modelyard/tasks";
import { IMAGE_TO_VIDEO_PROTOCOLS } from "../providers/protocols/by-task.js";
import { runTask } from "../routing/index.js";
import type { BaseArgs, Options } from "../types.js";
import { IMAGE_PROMPT_INPUT } from "./arg-specs.js";
import { checkCall } from "./check-args.js";
import { checkOutput, isBlob } from "./validate.js";

export type ImageToVideoArgs = BaseArgs & {
	/** The first frame (an ArrayBuffer is sent as PNG). */
	inputs: Blob | ArrayBuffer;
	/** The prompt guiding the motion goes in `parameters.prompt`. */
	parameters?: ImageToVideoParameters;
};

/** A video made from an image (its first frame), guided by an optional prompt in `parameters.prompt`. */
export async function imageToVideo(args: ImageToVideoArgs, options?: Options): Promise<Blob> {
	return runTask(
		checkCall(
			{ task: "image-to-video", protocols: IMAGE_TO_VIDEO_PROTOCOLS, args, options },
			"imageToVideo",
			IMAGE_PROMPT_INPUT,
		),
		(output) => checkOutput(output, isBlob, "Expected Blob"),
	);
}
