import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ALL_KINDS } from "../../src/providers/kinds/index.js";
import {
	clearProviderMappingCache,
	DEFAULT_HUB_CACHE_TTL_MS,
	normaliseMapping,
	runTask,
	setHubCacheTtl,
} from "../../src/routing/index.js";
import { createTtlCache } from "../../src/routing/ttl-cache.js";
import type { RequestArgs } from "../../src/types.js";
import { createFakeFetch, fakeHub, isHubCall, jsonResponse } from "./fake-network.js";

const CHAT = { messages: [{ role: "user", content: "hi" }] };
const MAPPING = { together: { providerId: "t/llama", status: "live", task: "conversational" } };

function chat(fetchImpl: typeof fetch, model = "meta/llama") {
	return runTask({
		kinds: ALL_KINDS,
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
				kinds: ALL_KINDS,
				task: "conversational",
				args: { model: "meta/llama", provider: "together", ...CHAT } as RequestArgs,
				options: { fetch: network.fetch, ...(signal ? { signal } : {}) },
			});
		const first = run(impatient.signal);
		const second = run();
		impatient.abort(new Error("user cancelled"));
		release?.();
		await expect(first).rejects.toThrow("user cancelled");
		await expect(second).resolves.toEqual({});
		expect(network.calls.filter(isHubCall)).toHaveLength(2);
	});
});
