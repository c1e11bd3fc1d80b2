// The totals of a batch run, from its lines: rows, failures by cause, latency p50/p95, tokens, cost, by provider.
import type { OutputLine } from "@modelyard/batch/core";

export interface BatchTotals {
	rows: number;
	failed: number;
	/** Error kind ("rate-limit", "bad-request"...) -> rows that ended on it. */
	failuresByCause: Record<string, number>;
	p50Ms?: number;
	p95Ms?: number;
	tokens: number;
	costUsd: number;
	/** Provider -> rows it served (failed rows are counted by cause instead). */
	byProvider: Record<string, number>;
}

/** The value below which `share` of the sorted values fall (nearest rank). */
export function percentile(sorted: number[], share: number): number | undefined {
	if (sorted.length === 0) return undefined;
	return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(share * sorted.length) - 1))];
}

export function totalsOf(lines: OutputLine[]): BatchTotals {
	const latencies = lines.map((line) => line.receipt.latencyMs).sort((a, b) => a - b);
	const totals: BatchTotals = {
		rows: lines.length,
		failed: 0,
		failuresByCause: {},
		tokens: 0,
		costUsd: 0,
		byProvider: {},
	};
	for (const line of lines) {
		if (!line.ok) {
			totals.failed++;
			const cause = line.error?.kind ?? "unknown";
			totals.failuresByCause[cause] = (totals.failuresByCause[cause] ?? 0) + 1;
		}
		const usage = line.receipt.usage;
		totals.tokens += usage?.total_tokens ?? (usage?.prompt_tokens ?? 0) + (usage?.completion_tokens ?? 0);
		totals.costUsd += line.receipt.costUsd ?? 0;
		if (line.ok) {
			const provider = line.receipt.provider ?? "unknown";
			totals.byProvider[provider] = (totals.byProvider[provider] ?? 0) + 1;
		}
	}
	const p50 = percentile(latencies, 0.5);
	const p95 = percentile(latencies, 0.95);
	return { ...totals, ...(p50 === undefined ? {} : { p50Ms: p50 }), ...(p95 === undefined ? {} : { p95Ms: p95 }) };
}
