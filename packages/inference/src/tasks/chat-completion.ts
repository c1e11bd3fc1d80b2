import type { ChatCompletionInput, ChatCompletionOutput } from "@modelyard/tasks";
import { runTask } from "../routing/index.js";
import type { BaseArgs, Options } from "../types.js";
import { chatCall } from "./chat-call.js";
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
