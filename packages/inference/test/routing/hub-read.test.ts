// The public Hub reads (model info, search, mapping, whoami) over a loopback Hub: the client's token rule
// (only hf_ tokens reach the Hub) and its hub cache.
import type { IncomingMessage } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
	HubCache,
	hubModelInfo,
	hubProviderMapping,
	hubSearchModels,
	hubWhoAmI,
	InferenceClientHubApiError,
	InferenceClientInputError,
} from "../../src/index.js";
import { type Loopback, startLoopback } from "../faults/loopback.js";

const HUB_TOKEN = "hf_test_hub_read_token";
const PROVIDER_KEY = "sk-test-provider-key";
let hub: Loopback;
const authorizations: Array<string | undefined> = [];

beforeAll(async () => {
	hub = await startLoopback((request: IncomingMessage, response) => {
		authorizations.push(request.headers.authorization);
		const url = new URL(request.url ?? "/", "http://hub");
		const json = (status: number, body: unknown) => {
			response.writeHead(status, { "content-type": "application/json" });
			response.end(JSON.stringify(body));
		};
		if (url.pathname === "/api/whoami-v2") {
			return request.headers.authorization === `Bearer ${HUB_TOKEN}`
				? json(200, { name: "ada", type: "user" })
				: json(401, { error: "Invalid credentials in Authorization header" });
		}
		if (url.pathname === "/api/models") return json(200, [{ id: `acme/${url.searchParams.get("search")}` }]);
		if (url.pathname === "/api/models/acme/model") {
			return json(200, {
				id: "acme/model",
				pipeline_tag: "text-classification",
				inferenceProviderMapping: { together: { providerId: "acme/m", status: "live", task: "text-classification" } },
			});
		}
		return json(404, { error: "Repository not found" });
	});
});
afterAll(() => hub?.close());

describe("hub reads for apps", () => {
	it("send an hf_ token to the Hub and never a provider key", async () => {
		authorizations.length = 0;
		const hubCache = new HubCache();
		await hubSearchModels({ search: "bert" }, { hubUrl: hub.url, accessToken: HUB_TOKEN });
		await hubModelInfo("acme/model", ["pipeline_tag"], { hubUrl: hub.url, accessToken: PROVIDER_KEY, hubCache });
		await hubSearchModels({ search: "gpt", pipelineTag: "fill-mask" }, { hubUrl: hub.url, accessToken: PROVIDER_KEY });
		expect(authorizations).toEqual([`Bearer ${HUB_TOKEN}`, undefined, undefined]);
		expect(hub.requests.at(-1)?.url).toBe("/api/models?search=gpt&limit=20&pipeline_tag=fill-mask");
	});

	it("cache model info and the mapping in the hub cache given: one GET each per TTL", async () => {
		const hubCache = new HubCache();
		const options = { hubUrl: hub.url, accessToken: HUB_TOKEN, hubCache };
		const before = hub.requests.length;
		const info = await hubModelInfo("acme/model", ["pipeline_tag", "inferenceProviderMapping"], options);
		await hubModelInfo("acme/model", ["pipeline_tag", "inferenceProviderMapping"], options);
		expect(info["pipeline_tag"]).toBe("text-classification");
		const mapping = await hubProviderMapping("acme/model", options);
		await hubProviderMapping("acme/model", options);
		expect(mapping.map((entry) => [entry.provider, entry.providerId])).toEqual([["together", "acme/m"]]);
		expect(hub.requests.length - before).toBe(2);
	});

	it("whoami: names the token's owner, words a refusal, and refuses a provider key before any request", async () => {
		expect((await hubWhoAmI({ hubUrl: hub.url, accessToken: HUB_TOKEN })).name).toBe("ada");
		const refused = await hubWhoAmI({ hubUrl: hub.url, accessToken: "hf_revoked" }).catch((error: unknown) => error);
		expect(refused).toBeInstanceOf(InferenceClientHubApiError);
		expect(String(refused)).toContain("The Hub refused this token (401)");
		expect(String(refused)).not.toContain("hf_revoked");
		const before = hub.requests.length;
		const local = await hubWhoAmI({ hubUrl: hub.url, accessToken: PROVIDER_KEY }).catch((error: unknown) => error);
		expect(local).toBeInstanceOf(InferenceClientInputError);
		expect(String(local)).toContain("not a hub token");
		expect(hub.requests.length).toBe(before);
	});

	it("a missing model is named", async () => {
		const missing = await hubModelInfo("acme/none", [], { hubUrl: hub.url, accessToken: HUB_TOKEN }).catch(
			(error: unknown) => error,
		);
		expect(String(missing)).toContain("Model acme/none does not exist");
	});
});
