import type { BatchProgress } from "@modelyard/batch";

/** Characters of the TTY bar itself, before the figures. */
const BAR_WIDTH = 24;

const duration = (seconds: number) =>
	seconds >= 3600
		? `${Math.floor(seconds / 3600)}h${String(Math.floor((seconds % 3600) / 60)).padStart(2, "0")}m`
		: seconds >= 60
			? `${Math.floor(seconds / 60)}m${String(Math.floor(seconds % 60)).padStart(2, "0")}s`
			: `${Math.ceil(seconds)}s`;

/** One line of figures: done, failed, rows/s, ETA, tokens, cost. */
export function describeProgress(p: BatchProgress): string {
	const parts = [
		`${p.done}/${p.total} done`,
		`${p.failed} failed`,
		`${p.rowsPerSecond.toFixed(1)} rows/s`,
		`ETA ${p.etaSeconds === undefined ? "?" : duration(p.etaSeconds)}`,
		`${p.tokens} tokens`,
		`$${p.costUsd.toFixed(4)}`,
	];
	return parts.join(", ");
}

/**
 * Where progress goes: a bar redrawn in place on a TTY, a plain log line every few seconds otherwise, or one
 * JSON object a line (`--json-progress`), all on stderr so stdout stays for results.
 */
export function progressReporter(
	stream: NodeJS.WriteStream,
	json: boolean,
): { onProgress: (p: BatchProgress) => void; finish: () => void } {
	if (json) return { onProgress: (p) => stream.write(`${JSON.stringify(p)}\n`), finish: () => {} };
	if (!stream.isTTY) {
		let last = 0;
		return {
			onProgress: (p) => {
				if (Date.now() - last < 2000 && p.done < p.total) return;
				last = Date.now();
				stream.write(`${new Date().toISOString()} ${describeProgress(p)}\n`);
			},
			finish: () => {},
		};
	}
	return {
		onProgress: (p) => {
			const filled = p.total === 0 ? BAR_WIDTH : Math.round((p.done / p.total) * BAR_WIDTH);
			const line = `[${"#".repeat(filled)}${".".repeat(BAR_WIDTH - filled)}] ${describeProgress(p)}`;
			// A line wider than the terminal wraps, and "\r" would then redraw only its last row: cut it to fit.
			const fitted = stream.columns ? line.slice(0, Math.max(1, stream.columns - 1)) : line;
			stream.write(`\r\x1b[2K${fitted}`);
		},
		finish: () => stream.write("\n"),
	};
}
