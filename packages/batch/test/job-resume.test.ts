// A run of jobs (fal-ai text-to-video on its queue) killed with SIGKILL after the provider accepted every row's
// job, then resumed: each row's job handle was journalled before its first poll, and --resume follows those jobs,
// so the provider sees one submission per row, ever. Also: --hub-url / --router-url in --help, HF_ENDPOINT read.
import { existsSync, readFileSync } from "node:fs";
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
