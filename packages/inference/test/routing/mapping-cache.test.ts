import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { InferenceClientHubApiError, InferenceClientTimeoutError } from "../../src/errors/index.js";
import { createTtlCache } from "../../src/hub-cache/ttl-cache.js";
import { ALL_PROTOCOLS } from "../../src/providers/protocols/index.js";
import {
	clearProviderMappingCache,
	DEFAULT_HUB_CACHE_TTL_MS,
	normaliseMapping,
	runTask,
	setHubCacheTtl,
} from "../../src/routing/index.js";
import type { RequestArgs } from "../../src/types.js";
import { createFakeFetch, fakeHub, isHubCall, jsonResponse } from "./fake-network.js";

const CHAT = { messages: [{ role: "user", content: "hi" }] };
const MAPPING = { together: { providerId: "t/llama", status: "live", task: "conversational" } };

function chat(fetchImpl: typeof fetch, model = "meta/llama") {
	return runTask({
		protocols: ALL_PROTOCOLS,
		task: "conversational",
		args: { model, provider: "together", ...CHAT } as RequestArgs,
		options: { fetch: fetchImpl },
	});
}

beforeEach(() => clearProviderMappingCache());
afterEach(() => {
	vi.useRealTimers();
	setHubCacheTtl(DEFAULT_HUB_CACHE_TTL_MS);
});

describe("provider mapping cache", () => {
	it("100 concurrent calls to one model make ONE hub request", async () => {
		const hub = fakeHub({ mapping: MAPPING });
		await Promise.all(Array.from({ length: 100 }, () => chat(hub.fetch)));
		expect(hub.calls.filter(isHubCall)).toHaveLength(1);
		expect(hub.calls.filter((call) => !isHubCall(call))).toHaveLength(100);
	});

	it("100 sequential calls make ONE hub request", async () => {
		const hub = fakeHub({ mapping: MAPPING });
		for (let index = 0; index < 100; index++) await chat(hub.fetch);
		expect(hub.calls.filter(isHubCall)).toHaveLength(1);
	});

	it("one lookup per model", async () => {
		const hub = fakeHub({ mapping: MAPPING });
		await Promise.all([chat(hub.fetch, "a/one"), chat(hub.fetch, "a/two"), chat(hub.fetch, "a/one")]);
		expect(hub.calls.filter(isHubCall).map((call) => call.url)).toEqual([
			"https://huggingface.co/api/models/a/one?expand[]=inferenceProviderMapping",
			"https://huggingface.co/api/models/a/two?expand[]=inferenceProviderMapping",
		]);
	});

	it("expires after the TTL (5 minutes by default)", async () => {
		vi.useFakeTimers({ toFake: ["Date"] });
		const hub = fakeHub({ mapping: MAPPING });
		await chat(hub.fetch);
		vi.setSystemTime(Date.now() + DEFAULT_HUB_CACHE_TTL_MS - 1);
		await chat(hub.fetch);
		expect(hub.calls.filter(isHubCall)).toHaveLength(1);
		vi.setSystemTime(Date.now() + 2);
		await chat(hub.fetch);
		expect(hub.calls.filter(isHubCall)).toHaveLength(2);
	});

	it("the TTL is configurable", async () => {
		vi.useFakeTimers({ toFake: ["Date"] });
		setHubCacheTtl(1_000);
		const hub = fakeHub({ mapping: MAPPING });
		await chat(hub.fetch);
		vi.setSystemTime(Date.now() + 1_001);
		await chat(hub.fetch);
		expect(hub.calls.filter(isHubCall)).toHaveLength(2);
	});

	it("failures are not cached, and concurrent callers share the failure", async () => {
		let hubAnswers = 0;
		const network = createFakeFetch((url) => {
			if (url.includes("/api/models/")) {
				hubAnswers++;
				return hubAnswers === 1
					? new Response("oops", { status: 500 })
					: jsonResponse({ inferenceProviderMapping: MAPPING });
			}
			return jsonResponse({});
		});
		const results = await Promise.allSettled([chat(network.fetch), chat(network.fetch)]);
		expect(results.map((result) => result.status)).toEqual(["rejected", "rejected"]);
		await chat(network.fetch);
		expect(hubAnswers).toBe(2);
	});

	it("clearProviderMappingCache forces a new lookup", async () => {
		const hub = fakeHub({ mapping: MAPPING });
		await chat(hub.fetch);
		clearProviderMappingCache();
		await chat(hub.fetch);
		expect(hub.calls.filter(isHubCall)).toHaveLength(2);
	});
});

describe("createTtlCache", () => {
	it("shares a pending load and forgets a rejected one", async () => {
		const cache = createTtlCache<number>(() => 1_000);
		let loads = 0;
		const load = () => {
			loads++;
			return Promise.resolve(loads);
		};
		const [first, second] = await Promise.all([cache.get("k", load), cache.get("k", load)]);
		expect([first, second, loads]).toEqual([1, 1, 1]);
		await expect(cache.get("bad", () => Promise.reject(new Error("no")))).rejects.toThrow("no");
		await expect(cache.get("bad", () => Promise.resolve(7))).resolves.toBe(7);
	});
});

describe("normaliseMapping", () => {
	it("turns both hub forms into the same entries", () => {
		const fromObject = normaliseMapping(
			{ together: { providerId: "t", status: "live", task: "conversational", adapter: "lora" } },
			"a/b",
		);
		const fromArray = normaliseMapping(
			[{ provider: "together", providerId: "t", status: "live", task: "conversational", adapter: "lora" }],
			"a/b",
		);
		expect(fromObject).toEqual([
			{
				provider: "together",
				providerId: "t",
				status: "live",
				task: "conversational",
				adapter: "lora",
				hfModelId: "a/b",
			},
		]);
		expect(fromArray).toEqual(fromObject);
	});

	it("keeps the hub's status: an error entry stays error (it was read as live), staging stays staging", () => {
		const entries = normaliseMapping(
			{
				groq: { providerId: "g", status: "error", task: "conversational" },
				nebius: { providerId: "n", status: "staging", task: "conversational" },
				together: { providerId: "t", status: "live", task: "conversational" },
				novita: { providerId: "v", task: "conversational" },
				sambanova: { providerId: "s", status: "retired", task: "conversational" },
			},
			"a/b",
		);
		expect(entries?.map((entry) => [entry.provider, entry.status])).toEqual([
			["groq", "error"],
			["nebius", "staging"],
			["together", "live"],
			// No status (older hub answers): live. A status we do not know: not live, so "auto" never picks it.
			["novita", "live"],
			["sambanova", "error"],
		]);
	});

	it("drops malformed entries and reports a missing field as undefined", () => {
		expect(normaliseMapping([{ provider: "x" }, 3], "a/b")).toEqual([]);
		expect(normaliseMapping(undefined, "a/b")).toBeUndefined();
		expect(normaliseMapping("nope", "a/b")).toBeUndefined();
	});
});

describe("shared lookups and cancellation", () => {
	it("a caller that aborts does not fail the other callers sharing its hub lookup", async () => {
		let release: (() => void) | undefined;
		const gate = new Promise<void>((resolve) => {
			release = resolve;
		});
		const network = createFakeFetch(async (url, call) => {
			if (!url.includes("/api/models/")) return jsonResponse({});
			await Promise.race([
				gate,
				new Promise((_resolve, reject) => call.signal?.addEventListener("abort", () => reject(call.signal?.reason))),
			]);
			return jsonResponse({ inferenceProviderMapping: MAPPING });
		});
		const impatient = new AbortController();
		const run = (signal?: AbortSignal) =>
			runTask({
				protocols: ALL_PROTOCOLS,
				task: "conversational",
				args: { model: "meta/llama", provider: "together", accessToken: "hf_testtoken", ...CHAT } as RequestArgs,
				options: { fetch: network.fetch, ...(signal ? { signal } : {}) },
			});
		const first = run(impatient.signal);
		const second = run();
		const reason = new Error("user cancelled");
		impatient.abort(reason);
		release?.();
		await expect(first).rejects.toBe(reason);
		await expect(second).resolves.toEqual({});
		expect(network.calls.filter(isHubCall)).toHaveLength(2);
	});
});

describe("waiters of a shared hub lookup", () => {
	it("are released by their own signal and timeout, while the lookup goes on for the others", async () => {
		let release: (() => void) | undefined;
		const gate = new Promise<void>((resolve) => {
			release = resolve;
		});
		const network = createFakeFetch(async (url) => {
			if (!url.includes("/api/models/")) return jsonResponse({});
			await gate;
			return jsonResponse({ inferenceProviderMapping: MAPPING });
		});
		const run = (options: { signal?: AbortSignal; timeout?: number }) =>
			runTask({
				protocols: ALL_PROTOCOLS,
				task: "conversational",
				args: { model: "meta/llama", provider: "together", accessToken: "hf_testtoken", ...CHAT } as RequestArgs,
				options: { fetch: network.fetch, ...options },
			});
		// The first caller owns the lookup and has no limit at all.
		const owner = run({});
		const started = Date.now();
		const hurried = run({ timeout: 300 }).catch((caught: unknown) => caught);
		const cancelled = new AbortController();
		const leaving = run({ signal: cancelled.signal }).catch((caught: unknown) => caught);
		const reason = new Error("user left");
		cancelled.abort(reason);
		expect(await leaving).toBe(reason);
		const timedOut = await hurried;
		expect(timedOut).toBeInstanceOf(InferenceClientTimeoutError);
		expect(Date.now() - started).toBeLessThan(1_000);
		release?.();
		await expect(owner).resolves.toEqual({});
		expect(network.calls.filter(isHubCall)).toHaveLength(1);
	});
});

describe("hub lookups refused other than 404", () => {
	const NOT_FOUND = "We have not been able to find inference provider information for model meta/llama.";

	async function refusal(status: number, body: string, contentType: string, accessToken?: string) {
		const network = createFakeFetch(() => new Response(body, { status, headers: { "content-type": contentType } }));
		const error = await runTask({
			protocols: ALL_PROTOCOLS,
			task: "conversational",
			args: { model: "meta/llama", provider: "together", accessToken, ...CHAT } as RequestArgs,
			options: { fetch: network.fetch, retry_on_error: false },
		}).catch((caught: unknown) => caught);
		expect(error).toBeInstanceOf(InferenceClientHubApiError);
		expect(network.calls).toHaveLength(1);
		return error as InferenceClientHubApiError;
	}

	it("keep 3.x's sentence with the model id, then the hub's status and words, and say what the token did", async () => {
		const gated = await refusal(401, '{"error":"Invalid credentials in Authorization header"}', "application/json");
		expect(gated.message).toBe(
			`${NOT_FOUND} The hub answered 401: Invalid credentials in Authorization header (no token was sent: gated and private models need a hub token, hf_...)`,
		);
		expect(gated.httpResponse.status).toBe(401);
		const withKey = await refusal(401, '{"error":"Invalid credentials"}', "application/json", "together-key-123456");
		expect(withKey.message).toContain("the token given is not a hub token, so it was not sent to the hub");
		expect(withKey.message).not.toContain("together-key-123456");
		const withToken = await refusal(403, '{"error":"Access denied"}', "application/json", "hf_abcdefghijkl");
		expect(withToken.message).toContain("check that your hub token is valid and has access to this model");
		const down = await refusal(500, "Internal Server Error", "text/plain");
		expect(down.message).toBe(`${NOT_FOUND} The hub answered 500: Internal Server Error`);
		expect(down.httpResponse.status).toBe(500);
	});

	it("a 404 keeps 3.x's own message", async () => {
		const missing = await refusal(404, '{"error":"Repository not found"}', "application/json");
		expect(missing.message).toBe("Model meta/llama does not exist");
	});
});
