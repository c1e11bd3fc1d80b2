import type { TextToVideoInput } from "@modelyard/tasks";
import { TEXT_TO_VIDEO_PROTOCOLS } from "../providers/protocols/by-task.js";
import { runTask } from "../routing/index.js";
import type { BaseArgs, Options } from "../types.js";
import { TEXT_INPUT } from "./arg-specs.js";
import { checkCall } from "./check-args.js";
import { checkOutput, isBlob } from "./validate.js";

export type TextToVideoArgs = BaseArgs & TextToVideoInput;
export type TextToVideoOutput = Blob;

/** A video generated from a prompt. */
export async function textToVideo(args: TextToVideoArgs, options?: Options): Promise<TextToVideoOutput> {
	// One call, so one request build and (with the mapping cache) at most one hub lookup; 3.x built it twice.
	return runTask(
		checkCall({ task: "text-to-video", protocols: TEXT_TO_VIDEO_PROTOCOLS, args, options }, "textToVideo", TEXT_INPUT),
		(output) => checkOutput(output, isBlob, "Expected Blob"),
	);
}
