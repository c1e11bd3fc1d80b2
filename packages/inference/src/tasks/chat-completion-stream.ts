import type { ChatCompletionStreamOutput } from "@modelyard/tasks";
import { runStreamingTask } from "../routing/index.js";
import type { Options } from "../types.js";
import type { ChatCompletionArgs } from "./chat-completion.js";

/** One chat turn, streamed: an async generator of chunks (`choices[0].delta.content` holds the new text). */
export async function* chatCompletionStream(
	args: ChatCompletionArgs,
	options?: Options,
): AsyncGenerator<ChatCompletionStreamOutput> {
	yield* runStreamingTask({ task: "conversational", args, options }) as AsyncGenerator<ChatCompletionStreamOutput>;
}
