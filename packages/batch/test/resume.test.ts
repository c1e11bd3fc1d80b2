import { appendFileSync, existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runCli, spawnCli } from "./helpers/cli.js";
import { type FakeProvider, startFakeProvider } from "./helpers/fake-provider.js";
import { readLines, TOKEN, tempDir, writeRows } from "./helpers/files.js";

let provider: FakeProvider;
beforeAll(async () => {
	provider = await startFakeProvider(() => ({ status: 200, delayMs: 2 + Math.floor(Math.random() * 10) }));
});
afterAll(() => provider.close());

/** The rows the output holds whole lines for: what a resumed run must not send again. */
function finishedInputs(output: string): Set<string> {
	if (!existsSync(output)) return new Set();
	const whole = readFileSync(output, "utf8").split("\n").slice(0, -1);
	return new Set(whole.map((line) => `text ${(JSON.parse(line) as { index: number }).index}`));
}

describe("modelyard run: the output is the journal", () => {
	it("survives 20 kill -9 at random points: every row once, finished rows never sent again", async () => {
		const dir = tempDir();
		const rows = 300;
		const input = writeRows(dir, rows);
		const output = join(dir, "out.jsonl");
		const args = ["run", "--task", "text-classification", "--endpoint-url", provider.url, "--input", input];
		const common = [...args, "--output", output, "--id-column", "id", "--concurrency", "6", "--json-progress"];
		let kills = 0;
		for (let round = 0; round < 21; round++) {
			const finished = finishedInputs(output);
			const before = provider.requests.length;
			const run = await spawnCli(round === 0 ? common : [...common, "--resume"]);
			if (round < 20) {
				// Wait for the first request of this run (so the kill lands mid-run), then a random moment more.
				while (provider.requests.length === before && run.child.exitCode === null)
					await new Promise((r) => setTimeout(r, 5));
				await new Promise((r) => setTimeout(r, Math.random() * 40));
				if (run.child.kill("SIGKILL")) kills++;
			}
			const result = await run.done;
			if (round === 20) expect(result).toMatchObject({ code: 0 });
			const resent = provider.requests.slice(before).filter((r) => finished.has(r.inputs));
			expect(resent).toEqual([]);
		}
		expect(kills).toBe(20);
		const lines = readLines(output);
		expect(lines).toHaveLength(rows);
		expect(new Set(lines.map((l) => l.id)).size).toBe(rows);
		expect(lines.every((l) => l.ok)).toBe(true);
		expect(provider.requests.every((r) => r.authorization === `Bearer ${TOKEN}`)).toBe(true);
	}, 90_000);

	it("cuts a torn last line on --resume and sends that row again", async () => {
		const dir = tempDir();
		const input = writeRows(dir, 5);
		const output = join(dir, "out.jsonl");
		const common = [
			"run",
			"--task",
			"text-classification",
			"--endpoint-url",
			provider.url,
			"--input",
			input,
			"--output",
			output,
		];
		const first = await runCli([...common, "--max-calls", "3"]);
		expect(first.code).toBe(3);
		appendFileSync(output, '{"id":"3","index":3,"ok":tr');
		const before = provider.requests.length;
		const second = await runCli([...common, "--resume"]);
		expect(second.code).toBe(0);
		const lines = readLines(output);
		expect(lines.map((l) => l.index).sort()).toEqual([0, 1, 2, 3, 4]);
		expect(
			provider.requests
				.slice(before)
				.map((r) => r.inputs)
				.sort(),
		).toEqual(["text 3", "text 4"]);
	});

	it("refuses to overwrite an output without --resume, and bad flags before any request (exit 2)", async () => {
		const dir = tempDir();
		const input = writeRows(dir, 2);
		const output = join(dir, "out.jsonl");
		appendFileSync(output, "");
		const before = provider.requests.length;
		const common = ["run", "--task", "text-classification", "--endpoint-url", provider.url, "--input", input];
		const exists = await runCli([...common, "--output", output]);
		expect(exists).toMatchObject({ code: 2, stderr: expect.stringContaining("exists: pass --resume") });
		const badJson = await runCli([...common, "--output", join(dir, "o2.jsonl"), "--parameters", "{max_tokens:1}"]);
		expect(badJson).toMatchObject({ code: 2, stderr: expect.stringContaining("--parameters is not JSON") });
		const unknown = await runCli([...common, "--output", join(dir, "o3.jsonl"), "--concurency", "3"]);
		expect(unknown).toMatchObject({ code: 2, stderr: expect.stringContaining("--concurency") });
		const dry = await runCli([...common, "--output", join(dir, "o4.jsonl"), "--dry-run"]);
		expect(dry.code).toBe(0);
		expect(JSON.parse(dry.stdout)).toMatchObject({ rows: 2, calls: 2 });
		expect(provider.requests.length).toBe(before);
	});
});
