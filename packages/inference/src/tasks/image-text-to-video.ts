import type { ImageTextToVideoParameters } from "@modelyard/tasks";
import { IMAGE_TEXT_TO_VIDEO_PROTOCOLS } from "../providers/protocols/by-task.js";
import { runTask } from "../routing/index.js";
import type { BaseArgs, Options, RequestArgs } from "../types.js";
import { checkImageOrPrompt, OPTIONAL_IMAGE_PROMPT_INPUT } from "./arg-specs.js";
import { checkCall } from "./check-args.js";
import { checkOutput, isBlob } from "./validate.js";

export type ImageTextToVideoArgs = BaseArgs & {
	/** The first frame (an ArrayBuffer is sent as PNG); may be left out when a prompt is given. */
	inputs?: Blob | ArrayBuffer;
	/** The prompt goes in `parameters.prompt`. */
	parameters?: ImageTextToVideoParameters;
};

/** A video made from an image and a prompt (either may be left out, not both). */
export async function imageTextToVideo(args: ImageTextToVideoArgs, options?: Options): Promise<Blob> {
	// A prompt-only call has no `inputs`, which no form of RequestArgs lacks: checkImageOrPrompt asks for one.
	const call = checkCall(
		{ task: "image-text-to-video", protocols: IMAGE_TEXT_TO_VIDEO_PROTOCOLS, args: args as RequestArgs, options },
		"imageTextToVideo",
		OPTIONAL_IMAGE_PROMPT_INPUT,
	);
	return runTask(checkImageOrPrompt(call, "imageTextToVideo"), (output) =>
		checkOutput(output, isBlob, "Expected Blob"),
	);
}
