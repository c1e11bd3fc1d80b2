import type { InferenceClient, Options } from "@modelyard/inference";
import type { ChatCompletionOutputUsage } from "@modelyard/tasks";
import { type ChatState, chatArgs } from "./chat-state.js";
import { hideSpecialTokens } from "./special-tokens.js";

/** How a call went. `usage` is the provider's own count; without it only chunks were counted. */
export interface ChatMetrics {
	firstTokenMs?: number;
	totalMs?: number;
	chunks: number;
	usage?: ChatCompletionOutputUsage;
}

export interface ChatProgress {
	text: string;
	metrics: ChatMetrics;
}

/**
 * One chat call, streamed or not, reporting the reply (special tokens hidden) and its metrics as they come.
 * Resolves with the last progress; throws what the call threw (the last progress was already reported).
 */
export async function runChat(
	client: InferenceClient,
	state: ChatState,
	options: Options,
	onProgress: (progress: ChatProgress) => void,
): Promise<ChatProgress> {
	const args = chatArgs(state);
	const start = performance.now();
	const metrics: ChatMetrics = { chunks: 0 };
	let raw = "";
	if (!state.stream) {
		const answer = await client.chatCompletion(args, options);
		raw = answer.choices[0]?.message?.content ?? "";
		const elapsed = performance.now() - start;
		const done = {
			text: hideSpecialTokens(raw),
			metrics: { chunks: 1, firstTokenMs: elapsed, totalMs: elapsed, usage: answer.usage },
		};
		onProgress(done);
		return done;
	}
	for await (const chunk of client.chatCompletionStream(args, options)) {
		if (chunk.usage) metrics.usage = chunk.usage;
		const content = chunk.choices[0]?.delta?.content;
		if (!content) continue;
		metrics.chunks++;
		metrics.firstTokenMs ??= performance.now() - start;
		raw += content;
		onProgress({ text: hideSpecialTokens(raw), metrics: { ...metrics } });
	}
	const done = { text: hideSpecialTokens(raw), metrics: { ...metrics, totalMs: performance.now() - start } };
	onProgress(done);
	return done;
}
