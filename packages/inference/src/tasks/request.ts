import { ALL_PROTOCOLS } from "../providers/protocols/index.js";
import { runTask } from "../routing/index.js";
import type { InferenceTask, Options, RequestArgs } from "../types.js";
import { checkCall } from "./check-args.js";
import { warnDeprecated } from "./deprecation.js";

export interface RequestOptions extends Options {
	/** The task whose request format to use (needed for providers other than hf-inference). */
	task?: InferenceTask;
}

/**
 * @deprecated Use the task functions (chatCompletion, textToImage, ...): they check the answer's shape.
 * A custom call with no shape check: JSON answers are parsed, anything else is returned as a Blob.
 */
export async function request<T>(args: RequestArgs, options?: RequestOptions): Promise<T> {
	warnDeprecated(
		"request",
		"request() is deprecated and will be removed in a future version: call the task function for your task instead (chatCompletion, textToImage, ...).",
		options,
	);
	return (await runTask(checkCall({ task: options?.task, protocols: ALL_PROTOCOLS, args, options }, "request"))) as T;
}
