// `modelyard run` as users run it: the CLI in a child process (HF_TOKEN set) against a loopback provider, its exit
// code and its output lines checked. Rate-limit pauses, dropped connections, failed saves and Ctrl-C.
import { readdirSync, rmSync, writeFileSync } from "node:fs";
import { basename, dirname, join } from "node:path";
import { describe, expect, it, onTestFinished } from "vitest";
import { runCli, spawnCli } from "../../batch/test/helpers/cli.js";
import { type FakeProvider, startFakeProvider } from "../../batch/test/helpers/fake-provider.js";
import { readLines, tempDir, writeRows } from "../../batch/test/helpers/files.js";

/**
 * A provider for one test, closed when it ends (`finished`: the test context's onTestFinished in the describe
 * blocks that run side by side, vitest's own in the others).
 */
async function serve(
	finished: (close: () => Promise<void>) => void,
	answer?: Parameters<typeof startFakeProvider>[0],
): Promise<FakeProvider> {
	const provider = await startFakeProvider(answer);
	finished(() => provider.close());
	return provider;
}

const runArgs = (dir: string, url: string, rows: number, ...more: string[]) => [
	"run",
	"--task",
	"text-classification",
	"--endpoint-url",
	url,
	"--input",
	writeRows(dir, rows),
	"--output",
	join(dir, "out.jsonl"),
	"--id-column",
	"id",
	...more,
];

describe("modelyard run: rate limits", () => {
	it("stays alive through a provider's Retry-After pause and exits 0 only once every row has its line", async () => {
		let refused = false;
		const provider = await serve(onTestFinished, () => {
			if (!refused) {
				refused = true;
				return { status: 429, headers: { "retry-after": "2" } };
			}
			return { status: 200, delayMs: 5 };
		});
		const dir = tempDir();
		const { code, stderr } = await runCli(runArgs(dir, provider.url, 60, "--concurrency", "4"));
		expect(stderr).not.toMatch(/error/i);
		expect(code).toBe(0);
		const lines = readLines(join(dir, "out.jsonl"));
		expect(lines).toHaveLength(60);
		expect(lines.every((line) => line.ok)).toBe(true);
		// Nothing was sent during the pause the 429 asked for (past the half second a request already on its way may take).
		const refusedAt = provider.failures[0]?.at ?? 0;
		const during = provider.requests.filter((r) => r.at > refusedAt + 500 && r.at < refusedAt + 1900);
		expect(during.map((r) => [r.inputs, r.at - refusedAt])).toEqual([]);
	}, 60_000);

	it("stops at once on Ctrl-C during a long Retry-After pause (exit 3), without a timer overflow", async () => {
		const provider = await serve(onTestFinished, (_, count) =>
			count === 1 ? { status: 429, headers: { "retry-after": "3000000" } } : { status: 200, delayMs: 5 },
		);
		const dir = tempDir();
		const run = await spawnCli(runArgs(dir, provider.url, 20, "--concurrency", "1"));
		await expect.poll(() => provider.failures.length, { timeout: 20_000 }).toBe(1);
		// Settled into the pause of 3,000,000 s (over 2^31 ms: a timer that long fires at once, and would spin).
		await new Promise((resolve) => setTimeout(resolve, 500));
		const signalled = Date.now();
		run.child.kill("SIGINT");
		const { code, stderr } = await run.done;
		expect(Date.now() - signalled).toBeLessThan(5000);
		expect(code).toBe(3);
		expect(stderr).toContain("stopped (signal)");
		expect(stderr).not.toContain("TimeoutOverflowWarning");
		expect(provider.requests).toHaveLength(1);
	}, 60_000);

	it("says so when a Retry-After asks for 30 days, and pauses 10 minutes at most (--help says so too)", async () => {
		const provider = await serve(onTestFinished, (_, count) =>
			count === 1 ? { status: 429, headers: { "retry-after": String(30 * 86_400) } } : { status: 200 },
		);
		const dir = tempDir();
		const run = await spawnCli(runArgs(dir, provider.url, 3, "--concurrency", "1"));
		onTestFinished(() => {
			run.child.kill("SIGKILL");
		});
		let stderr = "";
		run.child.stderr?.on("data", (chunk) => {
			stderr += chunk;
		});
		await expect.poll(() => stderr, { timeout: 20_000 }).toContain("asked to wait 30.0 days");
		expect(stderr).toContain("pausing 10 minutes, the most one pause lasts, then asking again");
		run.child.kill("SIGINT");
		expect((await run.done).code).toBe(3);
		const help = await runCli(["--help"]);
		expect(help.stdout).toMatch(/Retry-After[\s\S]*10 minutes/);
	}, 60_000);
});

describe.concurrent("modelyard run: a request that may have reached the provider", () => {
	it("is not sent again when the connection drops after the body was sent: the error line says it may have been received", async (context) => {
		const provider = await serve(context.onTestFinished, (r) =>
			r.inputs === "text 3" ? { status: 200, drop: true } : { status: 200 },
		);
		const dir = tempDir();
		const { code } = await runCli(runArgs(dir, provider.url, 8, "--max-retries", "2"));
		expect(code).toBe(0);
		expect(provider.requests.filter((r) => r.inputs === "text 3")).toHaveLength(1);
		const line = readLines(join(dir, "out.jsonl")).find((l) => l.id === "r3");
		expect(line).toMatchObject({
			ok: false,
			error: {
				kind: "connection",
				mayHaveBeenReceived: true,
				message: expect.stringContaining("may have reached the provider"),
			},
		});
		expect(JSON.stringify(line?.error)).toContain("--resend-on-connection-loss");
	}, 60_000);

	it("a connection refused (nothing sent) is retried, up to --max-retries, without the flag", async () => {
		const closed = await startFakeProvider();
		await closed.close();
		const dir = tempDir();
		const { code } = await runCli(runArgs(dir, closed.url, 2, "--max-retries", "2"));
		expect(code).toBe(0);
		const lines = readLines(join(dir, "out.jsonl"));
		expect(lines).toHaveLength(2);
		for (const line of lines) {
			expect(line).toMatchObject({ ok: false, error: { kind: "connection" } });
			expect(line.error).not.toHaveProperty("mayHaveBeenReceived");
			expect((line.receipt as { attempts: unknown[] }).attempts).toHaveLength(3);
		}
	}, 60_000);

	it("is sent again, up to --max-retries, with --resend-on-connection-loss", async (context) => {
		const provider = await serve(context.onTestFinished, (r) =>
			r.inputs === "text 3" ? { status: 200, drop: true } : { status: 200 },
		);
		const dir = tempDir();
		const { code } = await runCli(runArgs(dir, provider.url, 8, "--max-retries", "2", "--resend-on-connection-loss"));
		expect(code).toBe(0);
		expect(provider.requests.filter((r) => r.inputs === "text 3")).toHaveLength(3);
		const line = readLines(join(dir, "out.jsonl")).find((l) => l.id === "r3");
		expect(line).toMatchObject({ ok: false, error: { kind: "connection" } });
		expect(line?.error).not.toHaveProperty("mayHaveBeenReceived");
	}, 60_000);
});

describe.concurrent("modelyard run: an answer that cannot be saved", () => {
	it("gives the row an error line and releases its slot once: the concurrency cap holds", async (context) => {
		const png = Buffer.from("89504e470d0a1a0a", "hex");
		const provider = await serve(context.onTestFinished, () => ({ status: 200, body: png, delayMs: 60 }));
		const dir = tempDir();
		const input = join(dir, "prompts.jsonl");
		writeFileSync(input, `${Array.from({ length: 24 }, (_, i) => JSON.stringify({ inputs: `p${i}` })).join("\n")}\n`);
		// The media folder's name is taken by a file: every save fails, as on a full or read-only disk.
		writeFileSync(join(dir, "out.jsonl.files"), "");
		const { code, stderr } = await runCli([
			"run",
			"--json-progress",
			"--task",
			"text-to-image",
			"--endpoint-url",
			provider.url,
			"--input",
			input,
			"--output",
			join(dir, "out.jsonl"),
			"--concurrency",
			"2",
		]);
		expect(code).toBe(0);
		expect(provider.requests).toHaveLength(24);
		expect(provider.maxInFlight).toBeLessThanOrEqual(2);
		// The run's own count of requests in flight never leaves [0, 2] (a slot released twice would go negative).
		const reports = stderr
			.trim()
			.split("\n")
			.map((line) => JSON.parse(line) as { inFlight: number });
		expect(reports.length).toBeGreaterThan(1);
		expect(reports.filter((report) => report.inFlight < 0 || report.inFlight > 2)).toEqual([]);
		const lines = readLines(join(dir, "out.jsonl"));
		expect(lines).toHaveLength(24);
		expect(lines[0]).toMatchObject({ ok: false, error: { kind: "output", message: /could not be saved/ } });
	}, 60_000);
});

const PNG = Buffer.from("89504e470d0a1a0a0000000d4948445200000001000000010806000000", "hex");
const imageArgs = (dir: string, url: string, input: string, ...more: string[]) => [
	"run",
	"--task",
	"image-classification",
	"--endpoint-url",
	url,
	"--input",
	input,
	"--map",
	"inputs=image",
	"--output",
	join(dir, "out.jsonl"),
	...more,
];

describe.concurrent("modelyard run: media paths", () => {
	it("--input -: reads media paths from the current directory and leaves no copy of standard input behind", async (context) => {
		const provider = await serve(context.onTestFinished, () => ({ status: 200, body: [{ label: "fox", score: 1 }] }));
		const dir = tempDir();
		const spool = tempDir();
		writeFileSync(join(dir, "fox.png"), PNG);
		const { code, stderr } = await runCli(imageArgs(dir, provider.url, "-"), {
			cwd: dir,
			input: '{"image":"fox.png"}\n',
			env: { TMPDIR: spool, TMP: spool, TEMP: spool },
		});
		expect(stderr).not.toContain("modelyard:");
		expect(code).toBe(0);
		expect(readLines(join(dir, "out.jsonl"))).toMatchObject([{ ok: true, result: [{ label: "fox" }] }]);
		expect(provider.requests.map((r) => r.bytes)).toEqual([PNG.length]);
		expect(readdirSync(spool)).toEqual([]);
	}, 60_000);

	it("refuses a media path outside the input's folder (that row's error line, nothing sent), unless --media-dir holds it", async (context) => {
		const provider = await serve(context.onTestFinished, () => ({ status: 200, body: [{ label: "fox", score: 1 }] }));
		const outside = tempDir();
		writeFileSync(join(outside, "secret.png"), PNG);
		const dir = tempDir();
		writeFileSync(join(dir, "fox.png"), PNG);
		const input = join(dir, "rows.jsonl");
		const rows = [
			{ image: "fox.png" },
			{ image: join(outside, "secret.png") },
			{ image: `../${basename(outside)}/secret.png` },
		];
		writeFileSync(input, `${rows.map((row) => JSON.stringify(row)).join("\n")}\n`);
		const { code } = await runCli(imageArgs(dir, provider.url, input, "--concurrency", "1"));
		expect(code).toBe(0);
		expect(provider.requests).toHaveLength(1);
		const lines = readLines(join(dir, "out.jsonl")).sort((a, b) => Number(a.index) - Number(b.index));
		expect(lines.map((line) => line.ok)).toEqual([true, false, false]);
		for (const line of lines.slice(1)) {
			expect(line.error).toMatchObject({ kind: "input", message: expect.stringContaining("outside the media folder") });
		}
		rmSync(join(dir, "out.jsonl"));
		// A folder holding the secret: the absolute path is allowed; relative paths are now read from it ("fox.png" is
		// not there, "../<folder>/secret.png" climbs out of it).
		const allowed = await runCli(imageArgs(dir, provider.url, input, "--media-dir", dirname(dir)));
		expect(allowed.code).toBe(0);
		const again = readLines(join(dir, "out.jsonl")).sort((a, b) => Number(a.index) - Number(b.index));
		expect(again.map((line) => line.ok)).toEqual([false, true, false]);
	}, 60_000);

	it("refuses --map onto __proto__ before any request (exit 2), naming the flag", async (context) => {
		const provider = await serve(context.onTestFinished);
		const dir = tempDir();
		const { code, stderr } = await runCli(runArgs(dir, provider.url, 3, "--map", "__proto__.polluted=inputs"));
		expect(code).toBe(2);
		expect(stderr).toContain('--map argument "__proto__.polluted" is not an argument path');
		expect(provider.requests).toEqual([]);
	}, 60_000);
});

describe("modelyard run: caps and pauses per serving provider", () => {
	const CLASSIFIER = "org/classifier";
	const mapping = (task: string, ...providers: string[]) => ({
		id: "model",
		inferenceProviderMapping: Object.fromEntries(
			providers.map((provider) => [provider, { status: "live", providerId: `${provider}/model`, task }]),
		),
	});

	// The third case: --provider auto behind a router URL with a path (a proxy's /router), where every call goes to
	// hf-inference under /router.
	it.each([
		[["--provider", "auto"], ""],
		[[], ""],
		[["--provider", "auto"], "/router"],
	])(
		"caps the provider that serves (%j, router path %j): --provider-limit hf-inference=1 holds one call in flight",
		async (providerFlags, routerPath) => {
			const provider = await serve(onTestFinished, (r) =>
				r.path.startsWith("/api/models/")
					? { status: 200, body: mapping("text-classification", "hf-inference") }
					: { status: 200, delayMs: 80 },
			);
			const dir = tempDir();
			const { code } = await runCli([
				"run",
				"--task",
				"text-classification",
				"--model",
				CLASSIFIER,
				...providerFlags,
				"--hub-url",
				provider.url,
				"--router-url",
				`${provider.url}${routerPath}`,
				"--input",
				writeRows(dir, 8),
				"--output",
				join(dir, "out.jsonl"),
				"--concurrency",
				"4",
				"--provider-limit",
				"hf-inference=1",
			]);
			expect(code).toBe(0);
			expect(readLines(join(dir, "out.jsonl")).filter((line) => line.ok)).toHaveLength(8);
			expect(provider.requests.filter((r) => r.path.startsWith(`${routerPath}/hf-inference/`))).toHaveLength(8);
			expect(provider.maxInFlightByPrefix[routerPath ? "router" : "hf-inference"]).toBe(1);
		},
		60_000,
	);

	it.each([[["--provider", "auto"]], [[]]])(
		"a router policy's 429 (no provider the runner can name) still waits its Retry-After before the row is sent again (%j)",
		async (providerFlags) => {
			const provider = await serve(onTestFinished, (_, count) =>
				count === 1
					? { status: 429, headers: { "retry-after": "1" } }
					: {
							status: 200,
							body: {
								id: "chatcmpl-1",
								created: 1,
								model: "model",
								choices: [{ index: 0, message: { role: "assistant", content: "ok" }, finish_reason: "stop" }],
								usage: { prompt_tokens: 3, completion_tokens: 1, total_tokens: 4 },
							},
						},
			);
			const dir = tempDir();
			const { code } = await runCli([
				"run",
				"--task",
				"chat-completion",
				"--model",
				"org/model:fastest",
				...providerFlags,
				"--router-url",
				provider.url,
				"--input",
				writeRows(dir, 1),
				"--map",
				"messages=inputs",
				"--output",
				join(dir, "out.jsonl"),
			]);
			expect(code).toBe(0);
			expect(readLines(join(dir, "out.jsonl"))).toMatchObject([{ ok: true }]);
			expect(provider.requests.map((r) => r.path)).toEqual(["/v1/chat/completions", "/v1/chat/completions"]);
			const [first, second] = provider.requests;
			expect((second?.at ?? 0) - (first?.at ?? 0)).toBeGreaterThanOrEqual(900);
		},
		60_000,
	);

	it("pauses only the provider whose quota is spent: the list's next provider serves meanwhile", async () => {
		let togetherAnswered = 0;
		const provider = await serve(onTestFinished, (r) => {
			if (r.path.startsWith("/api/models/"))
				return { status: 200, body: mapping("conversational", "together", "hf-inference") };
			const body = {
				id: "chatcmpl-1",
				created: 1,
				model: "model",
				choices: [{ index: 0, message: { role: "assistant", content: "ok" }, finish_reason: "stop" }],
				usage: { prompt_tokens: 3, completion_tokens: 1, total_tokens: 4 },
			};
			if (r.path.startsWith("/together/") && togetherAnswered++ === 0) {
				const spent = { "x-ratelimit-remaining-requests": "0", "x-ratelimit-reset-requests": "8s" };
				return { status: 200, body, headers: spent };
			}
			return { status: 200, body, delayMs: 40 };
		});
		const dir = tempDir();
		const { code } = await runCli([
			"run",
			"--task",
			"chat-completion",
			"--model",
			"meta-llama/Llama-3.3-70B-Instruct",
			"--provider",
			"together,hf-inference",
			"--hub-url",
			provider.url,
			"--router-url",
			provider.url,
			"--input",
			writeRows(dir, 12),
			"--map",
			"messages=inputs",
			"--output",
			join(dir, "out.jsonl"),
			"--concurrency",
			"1",
		]);
		expect(code).toBe(0);
		const lines = readLines(join(dir, "out.jsonl"));
		expect(lines.filter((line) => !line.ok).map((line) => line.error)).toEqual([]);
		const posts = provider.requests.filter((r) => !r.path.startsWith("/api/"));
		// together once, then hf-inference for every other row, without waiting out together's 8 s.
		expect(posts.filter((r) => r.path.startsWith("/together/"))).toHaveLength(1);
		const first = posts[0]?.at ?? 0;
		expect(Math.max(...posts.map((r) => r.at)) - first).toBeLessThan(6000);
		expect(lines.find((line) => line.index === 5)?.receipt).toMatchObject({ provider: "hf-inference" });
	}, 60_000);
});
