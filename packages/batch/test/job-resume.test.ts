// A run of jobs (fal-ai text-to-video on its queue) killed with SIGKILL after the provider accepted every row's
// job, then resumed: each row's job handle was journalled before its first poll, and --resume follows those jobs,
// so the provider sees one submission per row, ever. Also: --hub-url / --router-url in --help, HF_ENDPOINT read.
import { existsSync, readFileSync, symlinkSync, truncateSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runCli, spawnCli } from "./helpers/cli.js";
import { type FakeFalQueue, startFakeFalQueue } from "./helpers/fake-fal-queue.js";
import { readLines, TOKEN, tempDir, writeRows } from "./helpers/files.js";

let fake: FakeFalQueue;
beforeAll(async () => {
	fake = await startFakeFalQueue();
});
afterAll(() => fake.close());

const until = async (check: () => boolean, ms = 20_000) => {
	const deadline = Date.now() + ms;
	while (!check()) {
		if (Date.now() > deadline) throw new Error("timed out waiting");
		await new Promise((resolve) => setTimeout(resolve, 20));
	}
};

describe("modelyard run: jobs survive a kill -9", () => {
	it("journals each row's job handle before polling; --resume follows the jobs: one submission per row", async () => {
		const dir = tempDir();
		const rows = 3;
		const input = writeRows(dir, rows);
		const output = join(dir, "out.jsonl");
		const common = ["run", "--task", "text-to-video", "--model", "o/video", "--provider", "fal-ai"];
		const args = [...common, "--input", input, "--output", output, "--id-column", "id", "--router-url"];
		const at = [...args, `${fake.url}/router`, "--hub-url", fake.url];
		fake.held = true;
		const first = await spawnCli(at);
		const journal = `${output}.jobs`;
		const journalled = () => (existsSync(journal) ? readFileSync(journal, "utf8").split("\n").length - 1 : 0);
		await until(() => journalled() === rows);
		expect(first.child.kill("SIGKILL")).toBe(true);
		expect((await first.done).signal).toBe("SIGKILL");
		expect(fake.submitted).toHaveLength(rows);
		const kept = readFileSync(journal, "utf8");
		expect(kept).not.toContain(TOKEN);
		expect(kept).not.toContain("hf_");

		fake.held = false;
		const second = await spawnCli([...at, "--resume"]);
		expect(await second.done).toMatchObject({ code: 0 });
		const lines = readLines(output);
		expect(lines).toHaveLength(rows);
		expect(lines.every((line) => line.ok)).toBe(true);
		// One submission per row, ever: the resumed run polled the journalled jobs.
		expect([...fake.submitted].sort()).toEqual(Array.from({ length: rows }, (_, i) => `text ${i}`));
		expect([...fake.authorizations]).toEqual([`Bearer ${TOKEN}`]);
	}, 60_000);

	it("documents --hub-url and --router-url in --help, and reads HF_ENDPOINT as the Hub's URL", async () => {
		const help = await runCli(["--help"]);
		expect(help.stdout).toContain("--hub-url URL");
		expect(help.stdout).toContain("--router-url URL");
		expect(help.stdout).toContain("HF_ENDPOINT");
		const dir = tempDir();
		const input = writeRows(dir, 1);
		const output = join(dir, "out.jsonl");
		const before = fake.hubLookups;
		fake.held = false;
		const command = ["run", "--task", "text-to-video", "--model", "o/video", "--provider", "fal-ai", "--input", input];
		const run = await runCli([...command, "--output", output, "--router-url", `${fake.url}/router`], {
			env: { HF_ENDPOINT: fake.url },
		});
		expect(run.code).toBe(0);
		expect(fake.hubLookups).toBeGreaterThan(before);
		expect(readLines(output)[0]).toMatchObject({ ok: true });
	}, 60_000);
});

describe("modelyard run: a job the provider accepted is followed through its handle, never lost", () => {
	/**
	 * The CLI for one test, killed when the test ends whatever happened: a run following a job whose provider is gone
	 * polls on until stopped.
	 */
	const runOwnCli = async (finished: (stop: () => void) => void, args: string[]) => {
		const run = await spawnCli(args);
		finished(() => {
			run.child.kill("SIGKILL");
		});
		return run.done;
	};
	/** A fal queue for one test, closed when it ends. */
	const falQueue = async (finished: (close: () => Promise<void>) => void) => {
		const queue = await startFakeFalQueue();
		finished(() => queue.close());
		queue.held = false;
		return queue;
	};
	const runArgs = (queue: FakeFalQueue, output: string, input: string, ...more: string[]) => [
		"run",
		"--task",
		"text-to-video",
		"--model",
		"o/video",
		"--provider",
		"fal-ai",
		"--input",
		input,
		"--output",
		output,
		"--id-column",
		"id",
		"--router-url",
		`${queue.url}/router`,
		"--hub-url",
		queue.url,
		...more,
	];

	it.for<[string, "drop" | number]>([
		["a dropped connection", "drop"],
		["a 502", 502],
		["a 429 (Retry-After: 1)", 429],
	])(
		"a status poll that fails with %s is polled again, whatever --max-retries: one submission per row, every row served",
		{ timeout: 60_000 },
		async ([, fate], context) => {
			const queue = await falQueue(context.onTestFinished);
			// Each job's first two polls fail: more than --max-retries 0 (or the client's own single try) allows.
			queue.onPoll = (_job, count) => (count <= 2 ? fate : undefined);
			const dir = tempDir();
			const output = join(dir, "out.jsonl");
			const run = await runOwnCli(
				context.onTestFinished,
				runArgs(queue, output, writeRows(dir, 3), "--max-retries", "0", "--concurrency", "3"),
			);
			expect(run.code).toBe(0);
			const lines = readLines(output).sort((a, b) => Number(a.index) - Number(b.index));
			expect(lines.map((line) => [line.id, line.ok, line.error])).toEqual([
				["r0", true, undefined],
				["r1", true, undefined],
				["r2", true, undefined],
			]);
			expect([...queue.submitted].sort()).toEqual(["text 0", "text 1", "text 2"]);
			expect(queue.polls).toBeGreaterThanOrEqual(9);
		},
	);

	it("a run killed while a job's polls keep failing leaves the row unfinished; --resume follows that job and never submits it again", async (context) => {
		const queue = await falQueue(context.onTestFinished);
		let failing = true;
		queue.onPoll = () => (failing ? 502 : undefined);
		const dir = tempDir();
		const output = join(dir, "out.jsonl");
		const args = runArgs(queue, output, writeRows(dir, 2), "--max-retries", "0");
		const first = await spawnCli(args);
		context.onTestFinished(() => {
			first.child.kill("SIGKILL");
		});
		await until(() => queue.polls >= 6);
		first.child.kill("SIGKILL");
		await first.done;
		expect(queue.submitted).toHaveLength(2);
		// No line was written for a job still running: its row is unfinished, its handle kept.
		expect(existsSync(output) ? readLines(output) : []).toEqual([]);
		failing = false;
		const second = await runOwnCli(context.onTestFinished, [...args, "--resume"]);
		expect(second.code).toBe(0);
		const lines = readLines(output).sort((a, b) => Number(a.index) - Number(b.index));
		expect(lines.map((line) => [line.id, line.ok])).toEqual([
			["r0", true],
			["r1", true],
		]);
		expect(queue.submitted).toHaveLength(2);
	}, 60_000);

	it("a job whose output download answers 404 is followed once through its handle, then ends with its error line (no endless polling)", async (context) => {
		const queue = await falQueue(context.onTestFinished);
		queue.mediaGone = true;
		const dir = tempDir();
		const output = join(dir, "out.jsonl");
		const run = await runOwnCli(context.onTestFinished, runArgs(queue, output, writeRows(dir, 1)));
		expect(run.code).toBe(0);
		expect(readLines(output)).toMatchObject([{ id: "r0", ok: false, error: { status: 404 } }]);
		expect(queue.submitted).toEqual(["text 0"]);
		expect(queue.mediaDownloads).toBe(2);
	}, 30_000);

	it("a jobs journal that cannot be written (ENOSPC: /dev/full) submits no new row, follows the accepted jobs to their end, exits 1", async (context) => {
		const queue = await falQueue(context.onTestFinished);
		const dir = tempDir();
		const output = join(dir, "out.jsonl");
		symlinkSync("/dev/full", `${output}.jobs`);
		const run = await runOwnCli(
			context.onTestFinished,
			runArgs(queue, output, writeRows(dir, 6), "--concurrency", "2"),
		);
		expect(run.code).toBe(1);
		expect(run.stderr).toContain("could not be kept");
		expect(run.stderr).toContain("ENOSPC");
		expect(run.stderr).toContain("stopped (jobs-journal)");
		// The rows in flight when the journal failed (at most 2) were accepted and followed to their output; no other
		// row was submitted, and those have no line: a --resume sends them.
		const submitted = [...queue.submitted].sort();
		expect(submitted.length).toBeGreaterThanOrEqual(1);
		expect(submitted.length).toBeLessThanOrEqual(2);
		const lines = readLines(output);
		expect(lines.map((line) => [`text ${line.index}`, line.ok]).sort()).toEqual(submitted.map((text) => [text, true]));
	}, 60_000);

	it("a torn last line in the jobs journal (a kill -9 mid-write) is cut on --resume: the next handle is kept whole, no row is submitted twice after it", async (context) => {
		const queue = await falQueue(context.onTestFinished);
		queue.held = true;
		const dir = tempDir();
		const output = join(dir, "out.jsonl");
		const journal = `${output}.jobs`;
		const journalled = () => (existsSync(journal) ? readFileSync(journal, "utf8").split("\n").length - 1 : 0);
		const args = runArgs(queue, output, writeRows(dir, 3), "--concurrency", "1");
		const first = await spawnCli(args);
		context.onTestFinished(() => {
			first.child.kill("SIGKILL");
		});
		await until(() => journalled() === 1);
		first.child.kill("SIGKILL");
		await first.done;
		// The kill came mid-write: the last handle's line lost its end (and its newline).
		const whole = readFileSync(journal, "utf8");
		truncateSync(journal, Buffer.byteLength(whole) - 20);
		// That row's handle is gone: --resume submits it again (once), and keeps its new handle on a line of its own.
		const second = await spawnCli([...args, "--resume"]);
		context.onTestFinished(() => {
			second.child.kill("SIGKILL");
		});
		await until(() => queue.submitted.length === 2);
		await until(() => readFileSync(journal, "utf8").endsWith("\n"));
		second.child.kill("SIGKILL");
		await second.done;
		queue.held = false;
		const third = await runOwnCli(context.onTestFinished, [...args, "--resume"]);
		expect(third.code).toBe(0);
		expect(readLines(output).filter((line) => line.ok)).toHaveLength(3);
		// text 0 twice (its first handle was torn), then never again; the other rows once each.
		expect([...queue.submitted].sort()).toEqual(["text 0", "text 0", "text 1", "text 2"]);
	}, 60_000);
});
