// Every request has a deadline: the client's default of retrying a 503 until it succeeds ends there, in a 504 that
// says which providers were tried and how; never a hang.
import { afterEach, describe, expect, it } from "vitest";
import type { GatewayOptions } from "../../src/config.js";
import { GatewayConfigError, readConfig } from "../../src/config.js";
import { CHAT_MODEL, type FakeUpstream, json, startFakeUpstream } from "../helpers/fake-upstream.js";
import { GATEWAY_KEY, startTestGateway, type TestGateway } from "../helpers/gateway-server.js";

let upstream: FakeUpstream;
let gateway: TestGateway;
afterEach(async () => {
	await gateway?.close();
	await upstream?.close();
});

async function start(options: GatewayOptions): Promise<void> {
	upstream = await startFakeUpstream();
	upstream.answers.set("together", (_request, res) => json(res, 503, { error: "Model is loading" }));
	gateway = await startTestGateway(upstream, options);
}

async function timedChat(model: string, stream = false) {
	const started = Date.now();
	const response = await fetch(`${gateway.baseURL}/chat/completions`, {
		method: "POST",
		headers: { authorization: `Bearer ${GATEWAY_KEY}`, "content-type": "application/json" },
		body: JSON.stringify({ model, stream, messages: [{ role: "user", content: "hi" }] }),
	});
	const body = (await response.json()) as { error: { message: string; code: string; type: string } };
	return { status: response.status, error: body.error, ms: Date.now() - started };
}

describe("the request deadline", () => {
	it("a provider answering 503 forever: 504 at the gateway's deadline, with the attempts; it was retried meanwhile", async () => {
		await start({ deadlineMs: 1_500 });
		const { status, error, ms } = await timedChat(`${CHAT_MODEL}:together`);
		expect(status).toBe(504);
		expect(error).toMatchObject({ type: "timeout_error", code: "upstream_timeout" });
		expect(error.message).toContain("together: HTTP 503");
		expect(ms).toBeGreaterThanOrEqual(1_400);
		expect(ms).toBeLessThan(5_000);
		expect(upstream.requests.filter((request) => request.provider === "together").length).toBeGreaterThan(1);
	});

	it("a stream asked of that provider ends the same way", async () => {
		await start({ deadlineMs: 1_500 });
		const { status, error } = await timedChat(`${CHAT_MODEL}:together`, true);
		expect(status).toBe(504);
		expect(error.message).toContain("together: HTTP 503");
	});

	it("an alias's own deadline wins over the gateway's", async () => {
		await start({
			deadlineMs: 60_000,
			aliases: { quick: { model: CHAT_MODEL, providers: ["together"], deadlineMs: 1_000 } },
		});
		const { status, ms } = await timedChat("quick");
		expect(status).toBe(504);
		expect(ms).toBeLessThan(4_000);
	});

	it("the config file's deadlines are checked: a clear error naming the field", () => {
		expect(() => readConfig({ deadlineMs: 0 }, "gateway.json")).toThrow(
			new GatewayConfigError("gateway.json: deadlineMs (ms) must be a positive number."),
		);
		expect(() => readConfig({ aliases: { a: { model: "org/m", deadlineMs: "soon" } } }, "gateway.json")).toThrow(
			"gateway.json: aliases.a.deadlineMs: must be a positive number of ms",
		);
		expect(readConfig({ deadlineMs: 30_000, aliases: { a: { model: "org/m", deadlineMs: 5_000 } } }, "g")).toEqual({
			deadlineMs: 30_000,
			aliases: { a: { model: "org/m", deadlineMs: 5_000 } },
		});
	});
});
