import { createInterface } from "node:readline/promises";
import { BatchInputError } from "@modelyard/batch";
import type { InferenceClient } from "@modelyard/inference";
import type { ChatCompletionInputMessage } from "@modelyard/tasks";

/**
 * `modelyard chat <model>`: an interactive chat, each answer streamed as it comes; the conversation is kept, so
 * the model sees what was said. An empty line or end of input quits; so does `signal` (Ctrl-C), at once, the
 * answer being streamed cancelled. Answers whether the signal ended it.
 */
export async function chatCommand(
	client: InferenceClient,
	model: string | undefined,
	provider: string | string[] | undefined,
	io: { input: NodeJS.ReadableStream; output: NodeJS.WritableStream; signal: AbortSignal },
): Promise<"done" | "stopped"> {
	if (!model) throw new BatchInputError("Name a model: modelyard chat <owner/name> [--provider p].");
	const { output, signal } = io;
	const lines = createInterface({ input: io.input, output, terminal: false, signal });
	const messages: ChatCompletionInputMessage[] = [];
	output.write("> ");
	try {
		for await (const question of lines) {
			if (question.trim() === "") break;
			messages.push({ role: "user", content: question });
			let answer = "";
			const args = { model, messages, ...(provider ? { provider } : {}) } as Parameters<
				typeof client.chatCompletionStream
			>[0];
			for await (const chunk of client.chatCompletionStream(args, { signal })) {
				const text = chunk.choices[0]?.delta?.content ?? "";
				answer += text;
				output.write(text);
			}
			messages.push({ role: "assistant", content: answer });
			output.write("\n> ");
		}
	} catch (error) {
		if (!signal.aborted) throw error;
	} finally {
		lines.close();
	}
	if (!signal.aborted) return "done";
	output.write("\n");
	return "stopped";
}
