import { resolveObjectURL } from "node:buffer";
import { clearProviderMappingCache } from "@modelyard/inference";
import { afterEach, describe, expect, it } from "vitest";
import { clearPageHubCaches } from "../src/data/hub.js";
import { ObjectUrls, performRun, type RunSetup } from "../src/features/run/run-call.js";

const HUB = "http://hub.test";
const ROUTER = "http://router.test";
const MODEL = "distilbert/distilbert-base-uncased-finetuned-sst-2-english";

/** A fake Hub + router: the model's mapping, then `statuses` in turn for the inference call. */
function fakeNetwork(statuses: number[], replayHeaders: Record<string, string> = {}) {
	const calls: string[] = [];
	const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
		const url = String(input instanceof Request ? input.url : input);
		calls.push(url);
		if (url.startsWith(HUB)) {
			const mapping = { "hf-inference": { providerId: MODEL, status: "live", task: "text-classification" } };
			return Response.json({ id: MODEL, inferenceProviderMapping: mapping });
		}
		const status = statuses.shift() ?? 200;
		if (init?.signal?.aborted) throw init.signal.reason;
		if (status === 503) return Response.json({ error: "Model is loading", estimated_time: 0.01 }, { status });
		return Response.json([[{ label: "POSITIVE", score: 0.9 }]], { status, headers: replayHeaders });
	};
	return { fetch: fetch as typeof globalThis.fetch, calls };
}

function setup(fetch: typeof globalThis.fetch, overrides: Partial<RunSetup> = {}) {
	const attempts: number[] = [];
	const value: RunSetup = {
		token: "hf_test_run_call",
		hubUrl: HUB,
		routerUrl: ROUTER,
		timeoutMs: 10_000,
		signal: new AbortController().signal,
		onRetry: (attempt) => attempts.push(attempt),
		offline: false,
		urls: new ObjectUrls(),
		fetch,
		...overrides,
	};
	return { value, attempts };
}

const classify = (call: Parameters<Parameters<typeof performRun>[0]>[0]) =>
	call.client.textClassification({ model: MODEL, provider: "hf-inference", inputs: "nice" });

afterEach(() => {
	clearProviderMappingCache();
	clearPageHubCaches();
});

describe("the run layer", () => {
	it("looks a model's mapping up once for the page, not at every run", async () => {
		const network = fakeNetwork([200, 200]);
		await performRun(classify, setup(network.fetch).value);
		await performRun(classify, setup(network.fetch).value);
		expect(network.calls.filter((url) => url.startsWith(HUB))).toHaveLength(1);
		expect(network.calls.filter((url) => url.startsWith(ROUTER))).toHaveLength(2);
	});

	it("reports each retry after a 503 answer with the attempt number, then the result and its latency", async () => {
		const network = fakeNetwork([503, 503, 200]);
		const { value, attempts } = setup(network.fetch);
		const outcome = await performRun(classify, value);
		expect(outcome).toMatchObject({ ok: true, result: [{ label: "POSITIVE", score: 0.9 }] });
		expect(attempts).toEqual([2, 3]);
		expect(outcome.latencyMs).toBeGreaterThan(0);
	});

	it("tells a stop apart from a failure", async () => {
		const controller = new AbortController();
		const network = fakeNetwork([503, 503, 503, 503, 503, 503]);
		const { value } = setup(network.fetch, {
			signal: controller.signal,
			onRetry: () => controller.abort(new DOMException("stopped", "AbortError")),
		});
		expect(await performRun(classify, value)).toMatchObject({ ok: false, stopped: true, error: "Stopped." });
	});

	it("says in words that the time limit ran out, and where to raise it", async () => {
		const network = fakeNetwork(Array(50).fill(503));
		const { value } = setup(network.fetch, { timeoutMs: 300 });
		const outcome = await performRun(classify, value);
		expect(outcome).toMatchObject({ ok: false, stopped: false });
		expect(outcome.ok ? "" : outcome.error).toMatch(/^No answer within the time limit \(300 ms\).*Settings\.$/);
	});

	it("gives a 401 the same next step on every page", async () => {
		const network = fakeNetwork([401]);
		const outcome = await performRun(classify, setup(network.fetch).value);
		expect(outcome.ok ? "" : outcome.error).toMatch(/^Your token was refused: check it in Settings\. \(401: /);
	});

	it("names the server that did not answer when no answer came; a 500 says the provider failed", async () => {
		const unreachable = (async (input: RequestInfo | URL) => {
			const url = String(input instanceof Request ? input.url : input);
			if (url.startsWith(ROUTER)) throw new TypeError("fetch failed");
			return fakeNetwork([]).fetch(input);
		}) as typeof globalThis.fetch;
		const outcome = await performRun(classify, setup(unreachable, { timeoutMs: 2_000 }).value);
		expect(outcome.ok ? "" : outcome.error).toMatch(/^The inference server at router\.test did not answer: /);
		const failing = await performRun(classify, setup(fakeNetwork([500]).fetch).value);
		expect(failing.ok ? "" : failing.error).toMatch(/^The provider failed to answer \(500: /);
	});

	it("offline, refuses a recording of another input, and says why and what to do", async () => {
		const network = fakeNetwork([200], { "x-replay-match": "url" });
		const outcome = await performRun(classify, setup(network.fetch, { offline: true }).value);
		expect(outcome).toMatchObject({ ok: false, stopped: false });
		expect(outcome.ok ? "" : outcome.error).toMatch(/^Offline, no recording answers this input, so nothing is shown/);
		const online = await performRun(classify, setup(fakeNetwork([200], { "x-replay-match": "url" }).fetch).value);
		expect(online.ok).toBe(true);
	});

	it("offline, refuses a stand-in for an image or audio answer the recording did not keep", async () => {
		const network = fakeNetwork([200], { "x-replay-match": "exact", "x-replay-stand-in": "cats.png" });
		const outcome = await performRun(classify, setup(network.fetch, { offline: true }).value);
		expect(outcome.ok ? "" : outcome.error).toMatch(/recording kept no copy of the image or audio/);
	});

	it("marks an answer that is one of our own fixtures", async () => {
		const network = fakeNetwork([200], { "x-replay-match": "exact", "x-replay-source": "fixture" });
		expect(await performRun(classify, setup(network.fetch, { offline: true }).value)).toMatchObject({ fixture: true });
		const recorded = fakeNetwork([200], { "x-replay-match": "exact", "x-replay-source": "recording" });
		expect(await performRun(classify, setup(recorded.fetch, { offline: true }).value)).toMatchObject({
			fixture: false,
		});
	});

	it("revokes every object URL of a run together", async () => {
		const urls = new ObjectUrls();
		const outcome = await performRun(
			async (call) => [call.objectUrl(new Blob(["a"])), call.objectUrl(new Blob(["b"]))],
			{
				...setup(fakeNetwork([]).fetch).value,
				urls,
			},
		);
		const made = outcome.ok ? outcome.result : [];
		expect(made.map((url) => resolveObjectURL(url) !== undefined)).toEqual([true, true]);
		urls.revokeAll();
		expect(made.map((url) => resolveObjectURL(url))).toEqual([undefined, undefined]);
	});
});

describe("offline, whatever the token", () => {
	const REPLAY = "http://replay.test/replay";
	/** A replay: the chat model's mapping for together, and a recorded answer to every call. */
	function fakeReplay() {
		const calls: Array<{ url: string; authorization: string | null }> = [];
		const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
			const url = String(input instanceof Request ? input.url : input);
			calls.push({ url, authorization: new Headers(init?.headers).get("authorization") });
			if (url.includes("/api/models/")) {
				const mapping = {
					together: { providerId: "meta-llama/Llama-3.3-70B", status: "live", task: "conversational" },
				};
				return Response.json({ id: "meta-llama/Llama-3.3-70B", inferenceProviderMapping: mapping });
			}
			const answer = {
				id: "chat-1",
				object: "chat.completion",
				created: 1,
				model: "meta-llama/Llama-3.3-70B",
				choices: [{ index: 0, message: { role: "assistant", content: "2" }, finish_reason: "stop" }],
				usage: { prompt_tokens: 3, completion_tokens: 1, total_tokens: 4 },
			};
			return Response.json(answer, { headers: { "x-replay-match": "exact", "x-replay-source": "recording" } });
		};
		return { fetch: fetch as typeof globalThis.fetch, calls };
	}
	const chat = (call: Parameters<Parameters<typeof performRun>[0]>[0]) =>
		call.client.chatCompletion({
			model: "meta-llama/Llama-3.3-70B",
			provider: "together",
			messages: [{ role: "user", content: "1+1?" }],
		});

	it("sends a provider key's call to the replay, never to the provider's own host", async () => {
		const replay = fakeReplay();
		const outcome = await performRun(
			chat,
			setup(replay.fetch, {
				token: "sk-test-provider-key",
				offline: true,
				replayUrl: REPLAY,
				hubUrl: `${REPLAY}/huggingface.co`,
				routerUrl: `${REPLAY}/router.huggingface.co`,
			}).value,
		);
		expect(outcome.ok ? "" : outcome.error).toBe("");
		expect(replay.calls.length).toBeGreaterThan(0);
		for (const call of replay.calls) expect(call.url.startsWith(`${REPLAY}/`)).toBe(true);
		expect(replay.calls.at(-1)?.url).toBe(`${REPLAY}/api.together.xyz/v1/chat/completions`);
		expect(outcome.ok && outcome.receipt.source).toBe("recording");
	});

	it("calls an answer without the replay's mark live, whatever the mode", async () => {
		const live = fakeNetwork([200]);
		const outcome = await performRun(classify, setup(live.fetch, { offline: true }).value);
		expect(outcome.ok && outcome.receipt.source).toBe("live");
	});
});

describe("retries as the page tells them", () => {
	it("a hub lookup answered 503 is not an inference retry", async () => {
		let hubBusy = 1;
		const inner = fakeNetwork([200]);
		const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
			if (String(input).startsWith(HUB) && hubBusy-- > 0) return Response.json({ error: "busy" }, { status: 503 });
			return inner.fetch(input, init);
		}) as typeof globalThis.fetch;
		const { value, attempts } = setup(fetch);
		const outcome = await performRun(classify, value);
		expect(outcome.ok ? "" : outcome.error).toBe("");
		expect(attempts).toEqual([]);
	});
});
