import type { ChatCompletionInput, ChatCompletionOutput } from "@modelyard/tasks";
import { InferenceOutputError } from "../errors/index.js";
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
	return runTask(chatCall(args, options, "chatCompletion"), (output) => {
		const answer = checkOutput(output, isChatCompletionOutput, "Expected ChatCompletionOutput") as ChatCompletionOutput;
		// Read once the arguments were checked: a routed call asking for a JSON schema takes text that is not JSON
		// as invalid output, and the next provider is tried.
		const wantsJson =
			args.response_format?.type === "json_schema" && (typeof args.provider === "object" || !!options?.policy);
		const content = answer.choices[0]?.message?.content;
		if (wantsJson && typeof content === "string") {
			try {
				JSON.parse(content);
			} catch {
				throw new InferenceOutputError(
					"Expected JSON content (response_format json_schema), got text that is not JSON",
				);
			}
		}
		return answer;
	});
}
