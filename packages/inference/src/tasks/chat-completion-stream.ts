import type { ChatCompletionStreamOutput } from "@modelyard/tasks";
import { runStreamingTask } from "../routing/index.js";
import type { Options } from "../types.js";
import { chatCall } from "./chat-call.js";
import type { ChatCompletionArgs } from "./chat-completion.js";
import { checkOutput, isArrayOf, isObjectWith, isRecord } from "./validate.js";

/** The first chunk is checked (a stream of another shape falls back to the next provider); later ones are not, as in 3.x. */
const isChatCompletionStreamOutput = /* @__PURE__ */ isObjectWith({ choices: isArrayOf(isRecord) });

/** One chat turn, streamed: an async generator of chunks (`choices[0].delta.content` holds the new text). */
export function chatCompletionStream(
	args: ChatCompletionArgs,
	options?: Options,
): AsyncGenerator<ChatCompletionStreamOutput> {
	return runStreamingTask(
		() => chatCall(args, options, "chatCompletionStream"),
		(firstEvent) => checkOutput(firstEvent, isChatCompletionStreamOutput, "Expected ChatCompletionStreamOutput"),
	) as AsyncGenerator<ChatCompletionStreamOutput>;
}
