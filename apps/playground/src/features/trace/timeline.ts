import type { Receipt } from "../run/receipt.js";

/** One bar of the timeline: an attempt, placed in ms from the call's start. */
export interface TimelineBar {
	provider: string;
	startMs: number;
	ms: number;
	outcome: "answered" | "failed" | "cancelled";
	hedged: boolean;
}

export interface Timeline {
	bars: TimelineBar[];
	/** Moments of the call, ms from its start: first byte, first token, end. */
	marks: { label: string; atMs: number }[];
	totalMs: number;
}

/**
 * The trace of a call from its receipt: the attempts tried (skipped ones have no time) placed where they started
 * (`startMs`; receipts kept before it was recorded: one after the other), and its first byte, first token and end.
 */
export function timelineOf(receipt: Receipt): Timeline {
	let next = 0;
	const bars = receipt.attempts.flatMap((attempt): TimelineBar[] => {
		if (attempt.skipped !== undefined) return [];
		const startMs = attempt.startMs ?? next;
		next = startMs + attempt.ms;
		const failed = attempt.kind !== undefined || attempt.errorName !== undefined;
		const outcome = attempt.cancelled ? "cancelled" : failed ? "failed" : "answered";
		return [{ provider: attempt.provider, startMs, ms: attempt.ms, outcome, hedged: attempt.hedged === true }];
	});
	const totalMs = Math.max(receipt.latencyMs, ...bars.map((bar) => bar.startMs + bar.ms));
	const marks = [
		receipt.firstByteMs !== undefined && { label: "first byte", atMs: receipt.firstByteMs },
		receipt.firstTokenMs !== undefined && { label: "first token", atMs: receipt.firstTokenMs },
		{ label: "end", atMs: totalMs },
	].filter((mark): mark is { label: string; atMs: number } => mark !== false);
	return { bars, marks, totalMs };
}
