// Small statistics and formatting helpers shared by the benchmarks.
import { cpus, loadavg } from "node:os";

export function median(values) {
	const sorted = [...values].sort((a, b) => a - b);
	const middle = Math.floor(sorted.length / 2);
	return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** Runs `fn` `runs` times (after one warm-up) and returns the median of what it returns. */
export async function medianOf(runs, fn) {
	await fn();
	const results = [];
	for (let i = 0; i < runs; i++) results.push(await fn());
	return median(results);
}

/**
 * Two rates measured in alternation (a, b, a, b, ...) after one warm-up of each: their medians, and the median
 * of the a/b ratios of each pair. A pair is taken within moments, so drift and bursts of load on the machine
 * (GC, CPU frequency, other tenants) fall on both sides of a ratio alike.
 */
export async function pairedMedians(runs, a, b) {
	await a();
	await b();
	const first = [];
	const second = [];
	const ratios = [];
	for (let i = 0; i < runs; i++) {
		first.push(await a());
		second.push(await b());
		ratios.push(first[i] / second[i]);
	}
	return [median(first), median(second), median(ratios)];
}

export function machine() {
	const [one, five] = loadavg();
	return `${cpus().length} cores (${cpus()[0]?.model.trim() ?? "unknown cpu"}), load avg ${one.toFixed(2)} / ${five.toFixed(2)}, node ${process.version}`;
}

export const kb = (bytes) => `${(bytes / 1024).toFixed(2)} KB`;
export const fixed = (value, digits = 2) => Number(value).toFixed(digits);
export const int = (value) => Math.round(value).toLocaleString("en-US");

export function table(rows) {
	const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => String(row[column]).length)));
	return rows.map((row) => row.map((cell, column) => String(cell).padEnd(widths[column])).join("  ")).join("\n");
}
