import type { ChatCompletionStreamOutput } from "@modelyard/tasks";
import { CONVERSATIONAL_PROTOCOLS } from "../providers/protocols/by-task.js";
import { runStreamingTask } from "../routing/index.js";
import type { Options } from "../types.js";
import { CHAT_INPUT } from "./arg-specs.js";
import type { ChatCompletionArgs } from "./chat-completion.js";
import { chatUnsupportedError } from "./chat-unsupported.js";
import { checkCall } from "./check-args.js";

/** One chat turn, streamed: an async generator of chunks (`choices[0].delta.content` holds the new text). */
export function chatCompletionStream(
	args: ChatCompletionArgs,
	options?: Options,
): AsyncGenerator<ChatCompletionStreamOutput> {
	return runStreamingTask(() =>
		checkCall(
			{
				task: "conversational",
				protocols: CONVERSATIONAL_PROTOCOLS,
				args,
				options,
				explainFailure: chatUnsupportedError,
			},
			"chatCompletionStream",
			CHAT_INPUT,
		),
	) as AsyncGenerator<ChatCompletionStreamOutput>;
}
