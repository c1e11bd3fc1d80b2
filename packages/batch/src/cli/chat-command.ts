import { createInterface } from "node:readline/promises";
import type { InferenceClient } from "@modelyard/inference";
import type { ChatCompletionInputMessage } from "@modelyard/tasks";
import { BatchInputError } from "../errors.js";

/**
 * `modelyard chat <model>`: an interactive chat, each answer streamed as it comes; the conversation is kept, so
 * the model sees what was said. An empty line or end of input quits.
 */
export async function chatCommand(
	client: InferenceClient,
	model: string | undefined,
	provider: string | string[] | undefined,
	input: NodeJS.ReadableStream,
	output: NodeJS.WritableStream,
): Promise<void> {
	if (!model) throw new BatchInputError("Name a model: modelyard chat <owner/name> [--provider p].");
	const lines = createInterface({ input, output, terminal: false });
	const messages: ChatCompletionInputMessage[] = [];
	output.write("> ");
	for await (const question of lines) {
		if (question.trim() === "") break;
		messages.push({ role: "user", content: question });
		let answer = "";
		const args = { model, messages, ...(provider ? { provider } : {}) } as Parameters<
			typeof client.chatCompletionStream
		>[0];
		for await (const chunk of client.chatCompletionStream(args)) {
			const text = chunk.choices[0]?.delta?.content ?? "";
			answer += text;
			output.write(text);
		}
		messages.push({ role: "assistant", content: answer });
		output.write("\n> ");
	}
	lines.close();
}
