// The shared hub cache of the free functions serves a lookup only to callers who could have made it: a loopback
// hub answers tenant A's token with a private model's mapping and any other token 401. Tenant B, calling right
// after A with the free functions, must get the hub's 401, never A's private provider model id.
import { inspect } from "node:util";
import { afterEach, describe, expect, it } from "vitest";
import { credentialFingerprint, HubCache } from "../../src/hub-cache/hub-cache.js";
import { chatCompletion, hubModelInfo, InferenceClientHubApiError } from "../../src/index.js";
import { clearProviderMappingCache } from "../../src/routing/index.js";
import { type Loopback, startLoopback } from "./loopback.js";

const TENANT_A = "hf_tenantAtokenAAAA";
const TENANT_B = "hf_tenantBtokenBBBB";
const PRIVATE_ID = "tenant-a/private-finetune";
const messages = [{ role: "user" as const, content: "hi" }];

let server: Loopback | undefined;

afterEach(async () => {
	clearProviderMappingCache();
	await server?.close();
	server = undefined;
});

const CHAT_ANSWER = {
	id: "c",
	created: 1,
	model: PRIVATE_ID,
	object: "chat.completion",
	choices: [{ index: 0, finish_reason: "stop", message: { role: "assistant", content: "hello A" } }],
	usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
};

describe("the shared hub cache and tenants", () => {
	it("tenant B, after tenant A's lookup of a private model, gets the hub's 401, not A's mapping", async () => {
		const routed: string[] = [];
		server = await startLoopback((request, response) => {
			const path = request.url ?? "";
			if (path.startsWith("/api/models/")) {
				if (request.headers.authorization !== `Bearer ${TENANT_A}`) {
					response.writeHead(401, { "content-type": "application/json" });
					response.end(JSON.stringify({ error: "Invalid credentials in Authorization header" }));
					return;
				}
				const mapping = { together: { providerId: PRIVATE_ID, status: "live", task: "conversational" } };
				response.writeHead(200, { "content-type": "application/json" });
				response.end(JSON.stringify({ id: "tenant-a/private", inferenceProviderMapping: mapping }));
				return;
			}
			routed.push(request.headers.authorization ?? "");
			response.writeHead(200, { "content-type": "application/json" });
			response.end(JSON.stringify(CHAT_ANSWER));
		});
		const options = { hubUrl: server.url, routerUrl: `${server.url}/router` };
		const call = (accessToken: string) =>
			chatCompletion({ model: "tenant-a/private", provider: "together", messages, accessToken }, options);

		await expect(call(TENANT_A)).resolves.toMatchObject({ model: PRIVATE_ID });
		const error = await call(TENANT_B).catch((caught: unknown) => caught);

		expect(error).toBeInstanceOf(InferenceClientHubApiError);
		expect((error as InferenceClientHubApiError).httpResponse.status).toBe(401);
		// Only A reached the router; B was never sent there with A's private provider model id.
		expect(routed).toEqual([`Bearer ${TENANT_A}`]);
		const lookups = server.requests.filter((request) => request.url.startsWith("/api/models/"));
		expect(lookups).toHaveLength(2);
		// A again: its own answer is still cached (one lookup per credential, not per call).
		await call(TENANT_A);
		expect(server.requests.filter((request) => request.url.startsWith("/api/models/"))).toHaveLength(2);
	});

	it("hubModelInfo: tenant B, after tenant A read a private model's info, gets the hub's 401, not A's info", async () => {
		server = await startLoopback((request, response) => {
			if (request.headers.authorization !== `Bearer ${TENANT_A}`) {
				response.writeHead(401, { "content-type": "application/json" });
				response.end(JSON.stringify({ error: "Invalid credentials in Authorization header" }));
				return;
			}
			response.writeHead(200, { "content-type": "application/json" });
			response.end(JSON.stringify({ id: "tenant-a/private", pipeline_tag: "text-generation", private: true }));
		});
		const read = (accessToken: string) =>
			hubModelInfo("tenant-a/private", ["pipeline_tag"], { accessToken, hubUrl: server?.url });

		await expect(read(TENANT_A)).resolves.toMatchObject({ private: true });
		const error = await read(TENANT_B).catch((caught: unknown) => caught);
		expect(error).toBeInstanceOf(InferenceClientHubApiError);
		expect((error as InferenceClientHubApiError).httpResponse.status).toBe(401);
		// A again: served from the cache, one read per credential.
		await read(TENANT_A);
		expect(server.requests).toHaveLength(2);
	});

	it("remembers the last key per cache, yet keys each token apart and shows no token when inspected", () => {
		const cache = new HubCache();
		const a = cache.answerKey(PRIVATE_ID, TENANT_A);
		expect(a).toBe(`${PRIVATE_ID}\n${credentialFingerprint(TENANT_A)}`);
		expect(cache.answerKey(PRIVATE_ID, TENANT_B)).toBe(`${PRIVATE_ID}\n${credentialFingerprint(TENANT_B)}`);
		expect(cache.answerKey(PRIVATE_ID, TENANT_A)).toBe(a);
		expect(cache.answerKey("/api/models/x", TENANT_A)).toBe(`/api/models/x\n${credentialFingerprint(TENANT_A)}`);
		expect(cache.answerKey(PRIVATE_ID, undefined)).toBe(`${PRIVATE_ID}\n`);
		cache.answerKey(PRIVATE_ID, TENANT_A);
		expect(inspect(cache, { depth: 10 })).not.toContain("tenant");
		expect(JSON.stringify(cache)).not.toContain("tenant");
	});

	it("keys entries by a fingerprint, never the token: short, stable, different per token", () => {
		const a = credentialFingerprint(TENANT_A);
		expect(a).toBe(credentialFingerprint(TENANT_A));
		expect(a).not.toBe(credentialFingerprint(TENANT_B));
		expect(a).not.toContain("tenant");
		expect(a.length).toBeLessThanOrEqual(11);
		expect(credentialFingerprint(undefined)).toBe("");
	});
});
