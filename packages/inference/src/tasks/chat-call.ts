import type { ChatCompletionInput } from "@modelyard/tasks";
import { CONVERSATIONAL_PROTOCOLS } from "../providers/protocols/by-task.js";
import type { BaseArgs, Options } from "../types.js";
import { CHAT_INPUT } from "./arg-specs.js";
import { chatUnsupportedError } from "./chat-unsupported.js";
import { checkCall } from "./check-args.js";

/** A chat call, its arguments checked before any network call (`fn` names the function in messages). */
export function chatCall(args: BaseArgs & ChatCompletionInput, options: Options | undefined, fn: string) {
	return checkCall(
		{
			task: "conversational",
			protocols: CONVERSATIONAL_PROTOCOLS,
			args,
			options,
			explainFailure: chatUnsupportedError,
		},
		fn,
		CHAT_INPUT,
	);
}
