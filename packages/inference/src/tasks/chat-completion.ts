import type { ChatCompletionInput, ChatCompletionOutput } from "@modelyard/tasks";
import { CONVERSATIONAL_PROTOCOLS } from "../providers/protocols/by-task.js";
import { runTask } from "../routing/index.js";
import type { BaseArgs, Options } from "../types.js";
import { CHAT_INPUT } from "./arg-specs.js";
import { chatUnsupportedError } from "./chat-unsupported.js";
import { checkCall } from "./check-args.js";
import { checkOutput, isArrayOf, isNullish, isNumber, isObjectWith, isRecord, isString } from "./validate.js";

export type ChatCompletionArgs = BaseArgs & ChatCompletionInput;

const isChatCompletionOutput = /* @__PURE__ */ isObjectWith({
	choices: isArrayOf(isRecord),
	created: isNumber,
	id: isString,
	model: isString,
	system_fingerprint: isNullish(isString),
	usage: isRecord,
});

/** A chat call, its arguments checked before any network call (`fn` names the function in messages). */
export function chatCall(args: ChatCompletionArgs, options: Options | undefined, fn: string) {
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

/**
 * One chat turn through the OpenAI-compatible chat API. The answer is checked for every provider, hf-inference
 * included (3.x skipped the check there).
 */
export async function chatCompletion(args: ChatCompletionArgs, options?: Options): Promise<ChatCompletionOutput> {
	return runTask(
		chatCall(args, options, "chatCompletion"),
		(output) => checkOutput(output, isChatCompletionOutput, "Expected ChatCompletionOutput") as ChatCompletionOutput,
	);
}
