// Progress as the user sees it: the bar redrawn in place on a TTY (fitted to its width, a newline at the end),
// plain timestamped log lines otherwise, one JSON object a line with --json-progress; all on stderr.
import { join } from "node:path";
import type { BatchProgress } from "@modelyard/batch";
import { afterEach, describe, expect, it, vi } from "vitest";
import { runCli } from "../../batch/test/helpers/cli.js";
import { type FakeProvider, startFakeProvider } from "../../batch/test/helpers/fake-provider.js";
import { readLines, TOKEN, tempDir, writeRows } from "../../batch/test/helpers/files.js";
import { describeProgress, progressReporter } from "../src/progress.js";

/** A stream that keeps what is written, a TTY of `columns` or not. */
function fakeStream(isTTY: boolean, columns?: number) {
	const writes: string[] = [];
	const stream = { isTTY, columns, write: (text: string) => writes.push(text) > 0 };
	return { stream: stream as unknown as NodeJS.WriteStream, writes };
}

const progress = (done: number, extra: Partial<BatchProgress> = {}): BatchProgress => ({
	total: 40,
	done,
	failed: 1,
	resumed: 0,
	inFlight: 2,
	calls: done + 1,
	tokens: done * 12,
	costUsd: done * 0.0005,
	elapsedMs: done * 250,
	rowsPerSecond: 4,
	etaSeconds: (40 - done) / 4,
	...extra,
});

/** The escape that starts "erase the line" (`ESC [2K`). */
const ESC = "\x1b";

afterEach(() => {
	vi.useRealTimers();
});

describe("describeProgress", () => {
	it("names done, failed, rows/s, ETA, tokens and cost", () => {
		expect(describeProgress(progress(10))).toBe("10/40 done, 1 failed, 4.0 rows/s, ETA 8s, 120 tokens, $0.0050");
		expect(describeProgress(progress(0, { rowsPerSecond: 0, etaSeconds: undefined }))).toContain("ETA ?");
		expect(describeProgress(progress(1, { etaSeconds: 3725 }))).toContain("ETA 1h02m");
		expect(describeProgress(progress(1, { etaSeconds: 95 }))).toContain("ETA 1m35s");
	});
});

describe("progressReporter on a TTY", () => {
	it("redraws one line in place with a carriage return, the bar filled in proportion, and ends with a newline", () => {
		const { stream, writes } = fakeStream(true, 200);
		const reporter = progressReporter(stream, false);
		reporter.onProgress(progress(10));
		reporter.onProgress(progress(40, { etaSeconds: 0 }));
		reporter.finish();
		expect(writes).toHaveLength(3);
		expect(writes[0]).toBe(`\r\x1b[2K[${"#".repeat(6)}${".".repeat(18)}] ${describeProgress(progress(10))}`);
		expect(writes[1]).toMatch(new RegExp(`^\r${ESC}\\[2K\\[#{24}\\] 40/40 done`));
		// Nothing but the final newline ends a line: every redraw stays on the same terminal row.
		expect(writes.slice(0, 2).join("")).not.toContain("\n");
		expect(writes[2]).toBe("\n");
	});

	it("cuts the line to the terminal's width, so a narrow terminal does not wrap it", () => {
		const { stream, writes } = fakeStream(true, 40);
		progressReporter(stream, false).onProgress(progress(20));
		const shown = (writes[0] as string).replace("\r\x1b[2K", "");
		expect(shown).toHaveLength(39);
		expect(shown).toBe(`[${"#".repeat(12)}${".".repeat(12)}] 20/40 done, `);
	});
});

describe("progressReporter elsewhere", () => {
	it("writes plain timestamped lines, at most one every 2 s, and always the last one; no carriage return", () => {
		vi.useFakeTimers({ toFake: ["Date"] });
		vi.setSystemTime(new Date("2026-01-02T03:04:05.000Z"));
		const { stream, writes } = fakeStream(false);
		const reporter = progressReporter(stream, false);
		reporter.onProgress(progress(1));
		vi.setSystemTime(new Date("2026-01-02T03:04:06.000Z"));
		reporter.onProgress(progress(5));
		vi.setSystemTime(new Date("2026-01-02T03:04:07.500Z"));
		reporter.onProgress(progress(12));
		reporter.onProgress(progress(40, { etaSeconds: 0 }));
		reporter.finish();
		expect(writes).toEqual([
			`2026-01-02T03:04:05.000Z ${describeProgress(progress(1))}\n`,
			`2026-01-02T03:04:07.500Z ${describeProgress(progress(12))}\n`,
			`2026-01-02T03:04:07.500Z ${describeProgress(progress(40, { etaSeconds: 0 }))}\n`,
		]);
	});

	it("with json, writes every report as one JSON object a line, TTY or not", () => {
		for (const isTTY of [true, false]) {
			const { stream, writes } = fakeStream(isTTY, 80);
			const reporter = progressReporter(stream, true);
			reporter.onProgress(progress(10));
			reporter.onProgress(progress(11));
			reporter.finish();
			expect(writes.map((line) => JSON.parse(line))).toEqual([progress(10), progress(11)]);
			expect(writes.every((line) => line.endsWith("}\n") && line.indexOf("\n") === line.length - 1)).toBe(true);
		}
	});
});

describe("modelyard run progress", () => {
	let provider: FakeProvider | undefined;
	afterEach(async () => {
		await provider?.close();
		provider = undefined;
	});

	const runArgs = (dir: string, url: string) => [
		"run",
		"--task",
		"text-classification",
		"--endpoint-url",
		url,
		"--input",
		writeRows(dir, 30),
		"--output",
		join(dir, "out.jsonl"),
		"--id-column",
		"id",
		"--concurrency",
		"2",
	];

	it("--json-progress: stderr is JSON lines with done, failed, rows/s, eta, tokens and cost, the last one complete", async () => {
		provider = await startFakeProvider((r) => (r.inputs === "text 4" ? { status: 400 } : { status: 200, delayMs: 40 }));
		const dir = tempDir();
		const { code, stderr, stdout } = await runCli([...runArgs(dir, provider.url), "--json-progress"]);
		expect(code).toBe(0);
		expect(stdout).toBe("");
		const reports = stderr
			.trim()
			.split("\n")
			.map((line) => JSON.parse(line) as BatchProgress);
		expect(reports.length).toBeGreaterThanOrEqual(2);
		for (const report of reports) {
			expect(report).toMatchObject({
				total: 30,
				done: expect.any(Number),
				failed: expect.any(Number),
				rowsPerSecond: expect.any(Number),
				tokens: expect.any(Number),
				costUsd: expect.any(Number),
			});
		}
		expect(reports.some((report) => typeof report.etaSeconds === "number")).toBe(true);
		expect(reports.at(-1)).toMatchObject({ done: 30, failed: 1, etaSeconds: 0 });
		expect(reports.map((r) => r.done)).toEqual([...reports.map((r) => r.done)].sort((a, b) => a - b));
		expect(readLines(join(dir, "out.jsonl"))).toHaveLength(30);
		expect(stderr).not.toContain(TOKEN);
	}, 60_000);

	it("without a TTY: plain log lines, no carriage return, ending with every row done", async () => {
		provider = await startFakeProvider();
		const dir = tempDir();
		const { code, stderr } = await runCli(runArgs(dir, provider.url));
		expect(code).toBe(0);
		expect(stderr).not.toContain("\r");
		const lines = stderr.trim().split("\n");
		for (const line of lines) expect(line).toMatch(/^\d{4}-\d\d-\d\dT[\d:.]+Z \d+\/30 done, \d+ failed, /);
		expect(lines.at(-1)).toMatch(/ 30\/30 done, 0 failed, [\d.]+ rows\/s, ETA 0s, 0 tokens, \$0\.0000$/);
	}, 60_000);
});
