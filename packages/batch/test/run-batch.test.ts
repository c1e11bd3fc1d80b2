import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { InferenceClient } from "@modelyard/inference";
import { describe, expect, it, type TestContext } from "vitest";
import { BatchInputError, runBatch } from "../src/index.js";
import { type FakeProvider, startFakeProvider } from "./helpers/fake-provider.js";
import { readLines, TOKEN, tempDir, writeRows } from "./helpers/files.js";

/** A provider for this test alone, closed when it ends: the tests run side by side. */
async function serve(context: TestContext, answer?: Parameters<typeof startFakeProvider>[0]): Promise<FakeProvider> {
	const provider = await startFakeProvider(answer);
	context.onTestFinished(() => provider.close());
	return provider;
}

const baseOptions = (dir: string, fake: FakeProvider) => ({
	client: new InferenceClient(TOKEN, { fetch }),
	fetch,
	task: "text-classification",
	endpointUrl: fake.url,
	input: writeRows(dir, 20),
	output: join(dir, "out.jsonl"),
	idColumn: "id",
});

// Side by side: each test has its own provider and folder; most of their time is the pauses a provider asks for.
describe.concurrent("runBatch", () => {
	it("writes exactly one line per row, keyed by id, with the result and a receipt; the token is never written", async (context) => {
		const provider = await serve(context);
		const dir = tempDir();
		const summary = await runBatch({ ...baseOptions(dir, provider), concurrency: 4 });
		const lines = readLines(join(dir, "out.jsonl"));
		expect(lines.map((l) => l.id).sort()).toEqual(Array.from({ length: 20 }, (_, i) => `r${i}`).sort());
		const first = lines.find((l) => l.id === "r3");
		expect(first).toMatchObject({ index: 3, ok: true, result: [{ label: "label-text 3", score: 0.9 }] });
		// The client's own receipt (onReceipt) merged in: who served, how it was routed, each provider tried.
		expect(first?.receipt).toMatchObject({
			task: "text-classification",
			ok: true,
			routedBy: "client",
			provider: "hf-inference",
			attempts: [{ provider: "hf-inference", status: 200 }],
		});
		expect(summary).toMatchObject({ total: 20, done: 20, failed: 0, calls: 20 });
		expect(provider.requests.every((r) => r.authorization === `Bearer ${TOKEN}`)).toBe(true);
		expect(JSON.stringify(lines)).not.toContain(TOKEN);
		expect(provider.maxInFlight).toBeLessThanOrEqual(4);
	});

	it("does not retry a 400: one request, an error line with name, kind, status and message", async (context) => {
		const provider = await serve(context, (r) =>
			r.inputs === "text 5" ? { status: 400, body: { error: "bad input" } } : { status: 200 },
		);
		const dir = tempDir();
		await runBatch({ ...baseOptions(dir, provider), concurrency: 2 });
		expect(provider.requests.filter((r) => r.inputs === "text 5")).toHaveLength(1);
		const line = readLines(join(dir, "out.jsonl")).find((l) => l.id === "r5");
		expect(line).toMatchObject({
			ok: false,
			error: { kind: "bad-request", status: 400, name: "InferenceClientProviderApiError" },
		});
		expect(line?.error).toMatchObject({ message: expect.stringContaining("bad input") });
	});

	it("gives a row whose retries run out an error line, never drops it", async (context) => {
		const provider = await serve(context, (r) => (r.inputs === "text 7" ? { status: 500 } : { status: 200 }));
		const dir = tempDir();
		const summary = await runBatch({ ...baseOptions(dir, provider), maxRetries: 2 });
		expect(provider.requests.filter((r) => r.inputs === "text 7")).toHaveLength(3);
		const lines = readLines(join(dir, "out.jsonl"));
		expect(lines).toHaveLength(20);
		expect(lines.find((l) => l.id === "r7")).toMatchObject({ ok: false, error: { kind: "server", status: 500 } });
		expect(lines.find((l) => l.id === "r7")?.receipt).toMatchObject({
			attempts: [{ status: 500 }, { status: 500 }, { status: 500 }],
		});
		expect(summary.failed).toBe(1);
	});

	it("sends nothing to a provider during the Retry-After of its 429, then finishes every row", async (context) => {
		// The first request is refused at once; the other three of the first wave answer 300 ms later, so every
		// request after the first wave starts after the runner has seen the 429.
		const provider = await serve(context, (_, count) =>
			count === 1 ? { status: 429, headers: { "retry-after": "1" } } : { status: 200, delayMs: 300 },
		);
		const dir = tempDir();
		await runBatch({ ...baseOptions(dir, provider), concurrency: 4 });
		const [failure] = provider.failures;
		expect(failure?.status).toBe(429);
		const afterFirstWave = provider.requests.slice(4);
		expect(afterFirstWave.filter((r) => r.at < (failure?.at ?? 0) + 950)).toEqual([]);
		const lines = readLines(join(dir, "out.jsonl"));
		expect(new Set(lines.map((l) => l.id)).size).toBe(20);
		expect(lines.every((l) => l.ok)).toBe(true);
	});

	it("pauses the lane when an answer says the quota is spent (x-ratelimit-remaining: 0), before any 429", async (context) => {
		// The first answer (at once) spends the quota for 1 s; the rest of the first wave answers 300 ms later.
		const provider = await serve(context, (_, count) =>
			count === 1
				? { status: 200, headers: { "x-ratelimit-remaining": "0", "x-ratelimit-reset": "1s" } }
				: { status: 200, delayMs: 300 },
		);
		const dir = tempDir();
		await runBatch({ ...baseOptions(dir, provider), concurrency: 4 });
		const spentAt = provider.requests[0]?.at ?? 0;
		expect(provider.requests.slice(4).filter((r) => r.at < spentAt + 950)).toEqual([]);
		expect(provider.failures).toEqual([]);
		const lines = readLines(join(dir, "out.jsonl"));
		expect(new Set(lines.map((l) => l.id)).size).toBe(20);
		expect(lines.every((l) => l.ok)).toBe(true);
	});

	it("waits out a Retry-After given as an HTTP date on a 429", async (context) => {
		// HTTP dates have whole seconds: 2.5 s ahead leaves at least 1.5 s of wait.
		const provider = await serve(context, (_, count) =>
			count === 1
				? { status: 429, headers: { "retry-after": new Date(Date.now() + 2500).toUTCString() } }
				: { status: 200, delayMs: 300 },
		);
		const dir = tempDir();
		await runBatch({ ...baseOptions(dir, provider), concurrency: 4 });
		const failure = provider.failures[0];
		expect(failure?.status).toBe(429);
		expect(provider.requests.slice(4).filter((r) => r.at < (failure?.at ?? 0) + 1400)).toEqual([]);
		expect(readLines(join(dir, "out.jsonl")).filter((l) => l.ok)).toHaveLength(20);
	});

	it("stops exactly at maxCalls, and a resumed run sends only the rows left", async (context) => {
		const provider = await serve(context);
		const dir = tempDir();
		const options = { ...baseOptions(dir, provider), concurrency: 3 };
		const first = await runBatch({ ...options, maxCalls: 7 });
		expect(provider.requests).toHaveLength(7);
		expect(first).toMatchObject({ stopped: "max-calls", done: 7 });
		expect(readLines(options.output)).toHaveLength(7);
		const second = await runBatch({ ...options, resume: true });
		expect(second).toMatchObject({ done: 20, resumed: 7 });
		expect(provider.requests).toHaveLength(20);
		expect(new Set(provider.requests.map((r) => r.inputs)).size).toBe(20);
		expect(readLines(options.output)).toHaveLength(20);
	});

	it("dry run: counts rows and estimates, sends nothing, writes nothing", async (context) => {
		const provider = await serve(context);
		const dir = tempDir();
		const summary = await runBatch({
			...baseOptions(dir, provider),
			dryRun: true,
			parameters: { max_tokens: 10 },
			price: { inputPerMillion: 1, outputPerMillion: 2 },
		});
		expect(provider.requests).toEqual([]);
		expect(summary.estimate).toMatchObject({ rows: 20, calls: 20, estimatedOutputTokens: 200 });
		expect(summary.estimate?.estimatedCostUsd).toBeGreaterThan(0);
		expect(() => readLines(join(dir, "out.jsonl"))).toThrow(/ENOENT/);
	});

	it("refuses bad input before any request: unknown task, missing column, bad JSON, duplicate ids", async (context) => {
		const provider = await serve(context);
		const dir = tempDir();
		const options = baseOptions(dir, provider);
		await expect(runBatch({ ...options, task: "text-clasification" })).rejects.toThrow(
			/Unknown task "text-clasification": use one of .*text-classification/,
		);
		await expect(runBatch({ ...options, map: { inputs: "text" } })).rejects.toThrow(
			/:1: no column "text" \(the row has "id", "inputs"\)/,
		);
		const bad = join(dir, "bad.jsonl");
		writeFileSync(bad, '{"id":"a","inputs":"x"}\n{"id":"b","inputs":\n');
		await expect(runBatch({ ...options, input: bad })).rejects.toThrow(/bad\.jsonl:2: not JSON/);
		const duplicated = join(dir, "dup.jsonl");
		writeFileSync(duplicated, '{"id":"a","inputs":"x"}\n{"id":"b","inputs":"y"}\n{"id":"a","inputs":"z"}\n');
		const error = await runBatch({ ...options, input: duplicated }).catch((e: unknown) => e);
		expect(error).toBeInstanceOf(BatchInputError);
		expect((error as Error).message).toMatch(/dup\.jsonl:3: duplicate id "a" in column "id" \(first on line 1\)/);
		expect(provider.requests).toEqual([]);
	});
});

describe("runBatch when one row's worker throws", () => {
	it("lets the rows in flight finish and write their lines before the journal closes, then throws that error", async (context) => {
		const provider = await serve(context, (r) => ({ status: 200, delayMs: r.inputs === "text 0" ? 0 : 150 }));
		const dir = tempDir();
		const crashes: unknown[] = [];
		const onCrash = (error: unknown) => crashes.push(error);
		process.on("uncaughtException", onCrash);
		try {
			const run = runBatch({
				...baseOptions(dir, provider),
				concurrency: 4,
				progressIntervalMs: 0,
				onProgress: () => {
					throw new Error("progress display failed");
				},
			});
			await expect(run).rejects.toThrow("progress display failed");
			// Every request the provider received (and billed) has its line: none was lost to a closed journal.
			expect(readLines(join(dir, "out.jsonl"))).toHaveLength(provider.requests.length);
			expect(provider.requests.length).toBeGreaterThan(1);
			await new Promise((resolve) => setTimeout(resolve, 400));
			expect(crashes).toEqual([]);
		} finally {
			process.off("uncaughtException", onCrash);
		}
	});
});
