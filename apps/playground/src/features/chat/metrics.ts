import type { ChatMetrics } from "./run-chat.js";

export interface MetricParts {
	/** "12 tokens", or "9 chunks" when the provider sent no usage. */
	output: string;
	prompt?: string;
	firstToken?: string;
	total?: string;
	/** Output per second after the first token (the generation speed, without the wait). */
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
		const generating = metrics.totalMs - (metrics.firstTokenMs ?? 0);
		const seconds = (generating > 0 ? generating : metrics.totalMs) / 1000;
		if (seconds > 0 && count > 0) parts.rate = `${(count / seconds).toFixed(1)} ${unit}s/s`;
	}
	return parts;
}
