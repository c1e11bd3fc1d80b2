import type { ChatMetrics } from "./run-chat.js";

export interface MetricParts {
	/** "12 tokens", or "9 chunks" when the provider sent no usage. */
	output: string;
	prompt?: string;
	firstToken?: string;
	total?: string;
	/** Output per second over the whole call (RATE_MEANING): streamed or not, one definition. */
	rate?: string;
}

const ms = (value: number) => `${value.toFixed(0)} ms`;

/** A call's metrics in words: tokens from the provider's `usage`, else chunks, labelled as such. */
export function describeMetrics(metrics: ChatMetrics): MetricParts {
	const tokens = metrics.usage?.completion_tokens;
	const count = tokens ?? metrics.chunks;
	const unit = tokens === undefined ? "chunk" : "token";
	const parts: MetricParts = { output: `${count} ${unit}${count === 1 ? "" : "s"}` };
	if (metrics.usage) parts.prompt = `${metrics.usage.prompt_tokens} prompt tokens`;
	if (metrics.firstTokenMs !== undefined) parts.firstToken = ms(metrics.firstTokenMs);
	if (metrics.totalMs !== undefined) {
		parts.total = ms(metrics.totalMs);
		if (metrics.totalMs > 0) parts.rate = `${(count / (metrics.totalMs / 1000)).toFixed(1)} ${unit}s/s`;
	}
	return parts;
}

/**
 * What a speed measures, as the page says it: the output over the whole call. A speed from the first chunk to
 * the last would count N chunks over N-1 gaps, and a whole (not streamed) answer has no such span.
 */
export const RATE_MEANING = "over the whole call";
