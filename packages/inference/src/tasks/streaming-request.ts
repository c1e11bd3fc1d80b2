import { ALL_PROTOCOLS } from "../providers/protocols/index.js";
import { runStreamingTask } from "../routing/index.js";
import type { RequestArgs } from "../types.js";
import { checkCall } from "./check-args.js";
import { warnDeprecated } from "./deprecation.js";
import type { RequestOptions } from "./request.js";

/**
 * @deprecated Use chatCompletionStream or textGenerationStream.
 * A custom streaming call with no shape check: each server-sent event's JSON payload.
 */
export function streamingRequest<T>(args: RequestArgs, options?: RequestOptions): AsyncGenerator<T> {
	return runStreamingTask(() => {
		warnDeprecated(
			"streamingRequest",
			"streamingRequest() is deprecated and will be removed in a future version: use chatCompletionStream or textGenerationStream instead.",
			options,
		);
		return checkCall({ task: options?.task, protocols: ALL_PROTOCOLS, args, options }, "streamingRequest");
	}) as AsyncGenerator<T>;
}
