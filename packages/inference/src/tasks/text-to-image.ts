import type { TextToImageInput } from "@modelyard/tasks";
import { TEXT_TO_IMAGE_PROTOCOLS } from "../providers/protocols/by-task.js";
import { runTask } from "../routing/index.js";
import type { BaseArgs, Options } from "../types.js";
import { TEXT_INPUT } from "./arg-specs.js";
import { checkCall } from "./check-args.js";
import { checkOutput, isBlob, isString } from "./validate.js";

export type TextToImageArgs = BaseArgs & TextToImageInput;

export interface TextToImageOptions extends Options {
	/** `"url"`: the image's URL (or a data: URL) instead of a Blob, for every provider. */
	outputType?: "url" | "blob";
}

/** An image generated from a prompt: a Blob, or its URL with `outputType: "url"`. */
export function textToImage(
	args: TextToImageArgs,
	options: TextToImageOptions & { outputType: "url" },
): Promise<string>;
export function textToImage(
	args: TextToImageArgs,
	options?: TextToImageOptions & { outputType?: "blob" | undefined },
): Promise<Blob>;
export async function textToImage(args: TextToImageArgs, options?: TextToImageOptions): Promise<Blob | string> {
	// One call, so one request build and (with the mapping cache) at most one hub lookup; 3.x built it twice.
	return runTask(
		checkCall({ task: "text-to-image", protocols: TEXT_TO_IMAGE_PROTOCOLS, args, options }, "textToImage", TEXT_INPUT),
		(output) =>
			options?.outputType === "url"
				? checkOutput(output, isString, "Expected a URL string")
				: // 3.x's words, its trailing space included.
					checkOutput(output, isBlob, "Expected a Blob "),
	);
}
