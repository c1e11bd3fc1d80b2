// `model` as clients write it, aliases from the config, breakers shared by the instance's requests, and the
// capability matrix applied to routed calls.
import OpenAI from "openai";
import { afterEach, describe, expect, it } from "vitest";
import { GatewayConfigError, readConfig } from "../src/config.js";
import { GatewayError } from "../src/errors.js";
import { targetOf } from "../src/model.js";
import {
	CHAT_MODEL,
	chatProvider,
	DEFAULT_MODELS,
	type FakeUpstream,
	json,
	startFakeUpstream,
} from "./helpers/fake-upstream.js";
import { GATEWAY_KEY, startTestGateway, type TestGateway } from "./helpers/gateway-server.js";

describe("model names", () => {
	it("reads a hub id, a provider, a policy, a provider list and an alias", () => {
		expect(targetOf("org/m")).toEqual({ model: "org/m", provider: "auto", options: { policy: "preferred" } });
		expect(targetOf("org/m:groq")).toEqual({ model: "org/m", provider: "groq", options: {} });
		expect(targetOf("org/m:cheapest")).toEqual({ model: "org/m", provider: "auto", options: { policy: "cheapest" } });
		expect(targetOf("org/m:groq,together")).toEqual({ model: "org/m", provider: ["groq", "together"], options: {} });
		const aliases = {
			fast: {
				model: "org/m",
				providers: ["groq" as const],
				policy: "fastest" as const,
				attemptTimeout: 500,
				hedgeAfterMs: 200,
			},
		};
		expect(targetOf("fast", aliases)).toEqual({
			model: "org/m",
			provider: ["groq"],
			options: { policy: "fastest", attemptTimeout: 500, hedgeAfterMs: 200 },
		});
	});

	it("refuses what is neither, with the status and field an SDK shows", () => {
		const refused = (model: unknown) => {
			try {
				targetOf(model);
			} catch (error) {
				return error as GatewayError;
			}
			throw new Error("accepted");
		};
		expect(refused(undefined)).toMatchObject({ status: 400, details: { param: "model" } });
		expect(refused("org/m:groq,nobody")).toMatchObject({ status: 400, message: expect.stringContaining('"nobody"') });
		expect(refused("gpt-4o")).toMatchObject({ status: 404, details: { code: "model_not_found" } });
		expect(refused("toString")).toBeInstanceOf(GatewayError);
	});

	it("checks a config file field by field, naming where and what", () => {
		expect(readConfig({ aliases: { a: { model: "org/m", providers: ["groq"] } } }, "gw.json")).toEqual({
			aliases: { a: { model: "org/m", providers: ["groq"] } },
		});
		expect(() => readConfig({ aliases: { a: { model: "org/m", providers: ["grok"] } } }, "gw.json")).toThrow(
			/gw.json: aliases.a.providers: "grok" is not a provider/,
		);
		expect(() => readConfig({ aliases: { a: { model: "m", policy: "fast" } } }, "gw.json")).toThrow(GatewayConfigError);
		expect(() => readConfig({ keys: ["short"] }, "gw.json")).toThrow(/keys: must be a list of strings of 16/);
		expect(() => readConfig({ alias: {} }, "gw.json")).toThrow(/"alias" is not a config field/);
	});
});

describe("routing through the gateway", () => {
	let upstream: FakeUpstream;
	let gateway: TestGateway;
	afterEach(async () => {
		await gateway.close();
		await upstream.close();
	});
	const messages = [{ role: "user" as const, content: "hi" }];

	it("routes an alias over its providers, and the breakers of the instance hold across requests", async () => {
		upstream = await startFakeUpstream();
		gateway = await startTestGateway(upstream, {
			aliases: { llama: { model: CHAT_MODEL, providers: ["groq", "together"] } },
			clientOptions: { breaker: { failures: 2, cooldownMs: 60_000 } },
		});
		upstream.answers.set("groq", (_request, res) => json(res, 500, { error: "down" }));
		upstream.answers.set("together", chatProvider(["ok"]));
		const openai = new OpenAI({ baseURL: gateway.baseURL, apiKey: GATEWAY_KEY, maxRetries: 0 });
		const attempts: (string | null)[] = [];
		for (let i = 0; i < 3; i++) {
			const { response } = await openai.chat.completions.create({ model: "llama", messages }).withResponse();
			expect(response.headers.get("x-modelyard-provider")).toBe("together");
			attempts.push(response.headers.get("x-modelyard-attempts"));
		}
		// Two requests met groq failing; the third skipped it: its breaker, opened by them, is the instance's.
		expect(attempts).toEqual(["2", "2", "1"]);
		expect(upstream.requests.filter((request) => request.provider === "groq")).toHaveLength(2);
	});

	it("passes tools through, skipping a provider the router lists without tool support", async () => {
		upstream = await startFakeUpstream([{ ...DEFAULT_MODELS[0]!, facts: { groq: { supports_tools: false } } }]);
		gateway = await startTestGateway(upstream);
		upstream.answers.set("groq", chatProvider(["wrong"]));
		upstream.answers.set("together", chatProvider(["called"]));
		const tools = [
			{ type: "function" as const, function: { name: "lookup", parameters: { type: "object", properties: {} } } },
		];
		const openai = new OpenAI({ baseURL: gateway.baseURL, apiKey: GATEWAY_KEY, maxRetries: 0 });
		const { response } = await openai.chat.completions
			.create({ model: CHAT_MODEL, messages, tools, response_format: { type: "json_object" } })
			.withResponse();
		expect(response.headers.get("x-modelyard-provider")).toBe("together");
		const sent = upstream.requests.find((request) => request.provider === "together" && request.method === "POST");
		expect(JSON.parse(sent?.body ?? "{}")).toMatchObject({ tools, response_format: { type: "json_object" } });
		expect(upstream.requests.some((request) => request.provider === "groq" && request.method === "POST")).toBe(false);
	});
});
