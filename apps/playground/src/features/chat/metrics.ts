import type { ChatMetrics } from "./run-chat.js";

export interface MetricParts {
	/** "12 tokens", or "9 chunks" when the provider sent no usage. */
	output: string;
	prompt?: string;
	firstToken?: string;
	total?: string;
	/** Output per second after the first token (the generation speed, without the wait); see rateSpan. */
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
		const span = rateSpan(metrics.chunks, metrics.totalMs - (metrics.firstTokenMs ?? 0), metrics.totalMs);
		if (span !== undefined && count > 0) parts.rate = `${(count / (span / 1000)).toFixed(1)} ${unit}s/s`;
	}
	return parts;
}

/** Below this, the time between first and last chunk is noise (a burst of buffered chunks), not a speed. */
const SHORTEST_SPAN_MS = 20;

/**
 * The time a speed is measured over: from the first chunk to the last; the whole call when everything came
 * at once (one chunk, or not streamed); none when several chunks came in a burst too short to time.
 */
function rateSpan(chunks: number, generatingMs: number, totalMs: number): number | undefined {
	if (chunks <= 1) return totalMs > 0 ? totalMs : undefined;
	return generatingMs >= SHORTEST_SPAN_MS ? generatingMs : undefined;
}
