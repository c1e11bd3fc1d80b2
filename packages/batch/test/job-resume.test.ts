// A run of jobs (fal-ai text-to-video on its queue) killed with SIGKILL after the provider accepted every row's
// job, then resumed: each row's job handle was journalled before its first poll, and --resume follows those jobs,
// so the provider sees one submission per row, ever. Also: --hub-url / --router-url in --help, HF_ENDPOINT read.
import { existsSync, readFileSync } from "node:fs";
import { createServer } from "node:http";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runCli, spawnCli } from "./helpers/cli.js";
import { readLines, TOKEN, tempDir, writeRows } from "./helpers/files.js";
import { listenOnLoopback } from "./helpers/loopback.js";

const VIDEO = Buffer.from([0, 0, 0, 0x18, 0x66, 0x74, 0x79, 0x70, 1, 2, 3]);

interface FakeQueue {
	url: string;
	/** Submissions by prompt. */
	submitted: string[];
	hubLookups: number;
	authorizations: Set<string | undefined>;
	/** Jobs stay IN_PROGRESS while held. */
	held: boolean;
	close(): Promise<void>;
}

/** The Hub (mapping the model to fal-ai) and fal's queue behind the router, on one loopback server. */
async function startFakeQueue(): Promise<FakeQueue> {
	const state = { submitted: [] as string[], hubLookups: 0, authorizations: new Set<string | undefined>(), held: true };
	const server = createServer(async (request, response) => {
		const chunks: Buffer[] = [];
		for await (const chunk of request) chunks.push(chunk as Buffer);
		const path = request.url ?? "";
		const json = (body: unknown) => {
			response.writeHead(200, { "content-type": "application/json" });
			response.end(JSON.stringify(body));
		};
		if (path.startsWith("/api/models/")) {
			state.hubLookups++;
			const mapping = { "fal-ai": { providerId: "fal-ai/video", status: "live", task: "text-to-video" } };
			return json({ id: "o/video", inferenceProviderMapping: mapping });
		}
		if (path.startsWith("/media/")) {
			response.writeHead(200, { "content-type": "video/mp4" });
			return response.end(VIDEO);
		}
		state.authorizations.add(request.headers.authorization);
		if (path === "/router/fal-ai/fal-ai/video?_subdomain=queue" && request.method === "POST") {
			const { prompt } = JSON.parse(Buffer.concat(chunks).toString()) as { prompt: string };
			state.submitted.push(prompt);
			const id = `job${state.submitted.length}`;
			return json({ request_id: id, response_url: `https://queue.fal.run/fal-ai/video/requests/${id}` });
		}
		const job = /^\/router\/fal-ai\/fal-ai\/video\/requests\/(job\d+)(\/status)?\?_subdomain=queue$/.exec(path);
		if (job?.[2]) return json({ status: state.held ? "IN_PROGRESS" : "COMPLETED" });
		if (job) return json({ video: { url: `${fake.url}/media/${job[1]}.mp4` } });
		response.writeHead(404).end();
	});
	const listening = await listenOnLoopback(server);
	const fake: FakeQueue = Object.assign(state, listening);
	return fake;
}

let fake: FakeQueue;
beforeAll(async () => {
	fake = await startFakeQueue();
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
