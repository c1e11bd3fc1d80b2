// Hub state per client (issue 13 item 4): provider mappings, default models and staging warnings live in a
// HubCache that each InferenceClient owns (or is given); the free functions share a default one. Each cache is
// bounded in time (ttlMs) and size (maxEntries). Measured by the hub requests the calls make.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { InferenceClient } from "../../src/client.js";
import { InferenceClientInputError } from "../../src/errors/index.js";
import {
	clearProviderMappingCache,
	DEFAULT_HUB_CACHE_MAX_ENTRIES,
	DEFAULT_HUB_CACHE_TTL_MS,
	HubCache,
	setHubCacheTtl,
} from "../../src/routing/index.js";
import { textClassification } from "../../src/tasks/index.js";
import { createFakeFetch, type FakeCall, fakeHub, isHubCall, jsonResponse } from "./fake-network.js";

const MAPPING = { "hf-inference": { providerId: "org/classifier", status: "live", task: "text-classification" } };
const TASKS = { "text-classification": { models: [{ id: "org/default-classifier" }] } };
const classifierAnswer = () => jsonResponse([[{ label: "POSITIVE", score: 0.9 }]]);

function network() {
	return fakeHub({ mapping: MAPPING, tasks: TASKS, providerAnswer: classifierAnswer });
}

/** The models whose mapping the hub was asked for, in order ("tasks" for /api/tasks). */
function lookups(calls: FakeCall[]): string[] {
	return calls
		.filter(isHubCall)
		.map((call) => (call.url.endsWith("/api/tasks") ? "tasks" : (/\/api\/models\/(.+)\?/.exec(call.url)?.[1] ?? "")));
}

beforeEach(() => clearProviderMappingCache());
afterEach(() => {
	vi.useRealTimers();
	vi.restoreAllMocks();
	setHubCacheTtl(DEFAULT_HUB_CACHE_TTL_MS);
});

describe("hub cache per client", () => {
	it("an InferenceClient has its own: two clients and the free functions each ask the hub once", async () => {
		const hub = network();
		const first = new InferenceClient("hf_first", { fetch: hub.fetch });
		const second = new InferenceClient("hf_second", { fetch: hub.fetch });
		for (let round = 0; round < 3; round++) {
			await first.textClassification({ model: "org/classifier", inputs: "x" });
			await second.textClassification({ model: "org/classifier", inputs: "x" });
			await textClassification({ model: "org/classifier", inputs: "x" }, { fetch: hub.fetch });
		}
		expect(lookups(hub.calls)).toEqual(["org/classifier", "org/classifier", "org/classifier"]);
	});

	it("two clients with different TTLs keep their own: each expires on its own clock", async () => {
		vi.useFakeTimers({ toFake: ["Date"] });
		const hub = network();
		const quick = new InferenceClient("", { fetch: hub.fetch, hubCache: new HubCache({ ttlMs: 1_000 }) });
		const slow = new InferenceClient("", { fetch: hub.fetch });
		const both = async () => {
			await quick.textClassification({ model: "org/classifier", inputs: "x" });
			await slow.textClassification({ model: "org/classifier", inputs: "x" });
		};
		await both();
		expect(lookups(hub.calls)).toHaveLength(2);
		vi.setSystemTime(Date.now() + 1_001);
		await both();
		// The quick client asked again; the slow one (5 minutes by default) did not.
		expect(lookups(hub.calls)).toHaveLength(3);
		vi.setSystemTime(Date.now() + DEFAULT_HUB_CACHE_TTL_MS);
		await both();
		expect(lookups(hub.calls)).toHaveLength(5);
	});

	it("the default models (/api/tasks) belong to the client's cache too", async () => {
		const hub = network();
		const first = new InferenceClient("", { fetch: hub.fetch });
		const second = new InferenceClient("", { fetch: hub.fetch });
		await first.textClassification({ inputs: "x" });
		await first.textClassification({ inputs: "x" });
		await second.textClassification({ inputs: "x" });
		expect(lookups(hub.calls)).toEqual(["tasks", "org/default-classifier", "tasks", "org/default-classifier"]);
	});

	it("is injectable: clients given one HubCache share it, and so does a free function call given it", async () => {
		const hub = network();
		const hubCache = new HubCache();
		// One token: its hub answers serve every caller holding it (another token's are its own, see below).
		const first = new InferenceClient("hf_shared", { fetch: hub.fetch, hubCache });
		const second = new InferenceClient("hf_shared", { fetch: hub.fetch, hubCache });
		await first.textClassification({ model: "org/classifier", inputs: "x" });
		await second.textClassification({ model: "org/classifier", inputs: "x" });
		await textClassification(
			{ model: "org/classifier", inputs: "x", accessToken: "hf_shared" },
			{ fetch: hub.fetch, hubCache },
		);
		expect(lookups(hub.calls)).toEqual(["org/classifier"]);
		hubCache.clear();
		await first.textClassification({ model: "org/classifier", inputs: "x" });
		expect(lookups(hub.calls)).toEqual(["org/classifier", "org/classifier"]);
		// Another token: the hub is asked again with it (a private model may answer one token, not the other).
		await new InferenceClient("hf_other", { fetch: hub.fetch, hubCache }).textClassification({
			model: "org/classifier",
			inputs: "x",
		});
		expect(lookups(hub.calls)).toEqual(["org/classifier", "org/classifier", "org/classifier"]);
	});

	it("setHubCacheTtl and clearProviderMappingCache act on the shared cache, not on a client's own", async () => {
		vi.useFakeTimers({ toFake: ["Date"] });
		const hub = network();
		const client = new InferenceClient("", { fetch: hub.fetch });
		const free = () => textClassification({ model: "org/classifier", inputs: "x" }, { fetch: hub.fetch });
		setHubCacheTtl(1_000);
		await client.textClassification({ model: "org/classifier", inputs: "x" });
		await free();
		vi.setSystemTime(Date.now() + 1_001);
		await client.textClassification({ model: "org/classifier", inputs: "x" });
		await free();
		expect(lookups(hub.calls)).toHaveLength(3);
		clearProviderMappingCache();
		await client.textClassification({ model: "org/classifier", inputs: "x" });
		await free();
		expect(lookups(hub.calls)).toHaveLength(4);
	});

	it("staging warnings: once per (hub cache, model, provider)", async () => {
		const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
		const hub = fakeHub({
			mapping: { "hf-inference": { providerId: "p", status: "staging", task: "text-classification" } },
			providerAnswer: classifierAnswer,
		});
		const first = new InferenceClient("", { fetch: hub.fetch });
		const second = new InferenceClient("", { fetch: hub.fetch });
		for (let round = 0; round < 2; round++) {
			await first.textClassification({ model: "org/staged", inputs: "x" });
			await second.textClassification({ model: "org/staged", inputs: "x" });
		}
		expect(warn).toHaveBeenCalledTimes(2);
		expect(warn).toHaveBeenCalledWith(
			"Model org/staged is in staging mode for provider hf-inference. Meant for test purposes only.",
		);
	});
});

describe("hub cache bound", () => {
	it("past maxEntries models, the one loaded longest ago is dropped (and asked for again)", async () => {
		const hub = network();
		const client = new InferenceClient("", { fetch: hub.fetch, hubCache: new HubCache({ maxEntries: 3 }) });
		const classify = (model: string) => client.textClassification({ model, inputs: "x" });
		for (const model of ["a/1", "a/2", "a/3"]) await classify(model);
		for (const model of ["a/1", "a/2", "a/3"]) await classify(model);
		expect(lookups(hub.calls)).toEqual(["a/1", "a/2", "a/3"]);
		await classify("a/4");
		for (const model of ["a/2", "a/3", "a/4"]) await classify(model);
		expect(lookups(hub.calls)).toEqual(["a/1", "a/2", "a/3", "a/4"]);
		// a/1 went first; asked again, it is now the newest and a/2 the oldest.
		await classify("a/1");
		await classify("a/2");
		expect(lookups(hub.calls)).toEqual(["a/1", "a/2", "a/3", "a/4", "a/1", "a/2"]);
	});

	it("the shared cache of the free functions is bounded too (1000 models by default)", async () => {
		const hub = network();
		const classify = (model: string) => textClassification({ model, inputs: "x" }, { fetch: hub.fetch });
		const models = Array.from({ length: DEFAULT_HUB_CACHE_MAX_ENTRIES + 1 }, (_, index) => `many/m${index}`);
		for (const model of models) await classify(model);
		await classify(models.at(-1) as string);
		expect(lookups(hub.calls)).toHaveLength(DEFAULT_HUB_CACHE_MAX_ENTRIES + 1);
		await classify("many/m0");
		expect(lookups(hub.calls)).toHaveLength(DEFAULT_HUB_CACHE_MAX_ENTRIES + 2);
	});

	it("a concurrent lookup still makes one hub request per model in a bounded cache", async () => {
		const hub = network();
		const client = new InferenceClient("", { fetch: hub.fetch, hubCache: new HubCache({ maxEntries: 2 }) });
		await Promise.all(
			Array.from({ length: 50 }, () => client.textClassification({ model: "org/classifier", inputs: "x" })),
		);
		expect(lookups(hub.calls)).toEqual(["org/classifier"]);
	});
});

describe("hub cache settings", () => {
	it("refuses a bad ttlMs or maxEntries with a typed error saying what is expected", () => {
		expect(() => new HubCache({ maxEntries: 0 })).toThrow(
			new InferenceClientInputError("new HubCache: `maxEntries` must be a number >= 1, got 0."),
		);
		expect(() => new HubCache({ ttlMs: Number.NaN })).toThrow("new HubCache: `ttlMs` must be a number >= 0, got NaN.");
		expect(() => new HubCache({ ttlMs: "60" as unknown as number })).toThrow(InferenceClientInputError);
		expect(() => setHubCacheTtl(-1)).toThrow("setHubCacheTtl: `ttlMs` must be a number >= 0, got -1.");
		expect(new HubCache({ maxEntries: Number.POSITIVE_INFINITY, ttlMs: 0 }).maxEntries).toBe(Number.POSITIVE_INFINITY);
	});

	it("a hubCache option that is not a HubCache is refused before any network call", async () => {
		const calls = createFakeFetch(() => jsonResponse({}));
		const error = await textClassification(
			{ model: "org/classifier", inputs: "x" },
			{ fetch: calls.fetch, hubCache: {} as HubCache },
		).catch((caught: unknown) => caught);
		expect(error).toBeInstanceOf(InferenceClientInputError);
		expect((error as Error).message).toBe("textClassification: `options.hubCache` must be a HubCache, got object.");
		expect(calls.calls).toHaveLength(0);
	});
});
