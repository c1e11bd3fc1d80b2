// `--otel`: one SERVER span per request, parenting the client's spans of its calls; the gateway's metrics and the
// client's GenAI ones on GET /metrics in Prometheus text (OpenTelemetry's Prometheus exporter).
import { InMemorySpanExporter, type ReadableSpan, SimpleSpanProcessor } from "@opentelemetry/sdk-trace-base";
import { afterEach, describe, expect, it } from "vitest";
import { startGatewayOtel } from "../../src/node/otel.js";
import { CHAT_MODEL, chatProvider, type FakeUpstream, json, startFakeUpstream } from "../helpers/fake-upstream.js";
import { GATEWAY_KEY, startTestGateway, type TestGateway } from "../helpers/gateway-server.js";
import { type ServeProcess, startServe } from "./serve-process.js";

const PRICED_MODEL = {
	id: CHAT_MODEL,
	pipeline_tag: "text-generation",
	providers: {
		groq: ["groq-chat", "conversational"] as [string, string],
		together: ["together-chat", "conversational"] as [string, string],
	},
	// groq the cheaper: tried first, it fails, together answers (and its price makes the cost).
	facts: { groq: { pricing: { input: 0.5, output: 0.5 } }, together: { pricing: { input: 1, output: 1 } } },
};
const SERVER = 1;
const CLIENT = 2;

let upstream: FakeUpstream;
let gateway: TestGateway | undefined;
let serve: ServeProcess | undefined;
afterEach(async () => {
	await gateway?.close();
	serve?.child.kill("SIGKILL");
	await upstream?.close();
});

function chat(baseURL: string, body: Record<string, unknown>): Promise<Response> {
	return fetch(`${baseURL}/chat/completions`, {
		method: "POST",
		headers: { authorization: `Bearer ${GATEWAY_KEY}`, "content-type": "application/json" },
		body: JSON.stringify({ messages: [{ role: "user", content: "hi" }], ...body }),
	});
}

const parentOf = (span: ReadableSpan) => span.parentSpanContext?.spanId;

describe("--otel", () => {
	it("a SERVER span per request parents the client's call span and its attempts; metrics in Prometheus text", async () => {
		upstream = await startFakeUpstream([PRICED_MODEL]);
		upstream.answers.set("groq", (_request, res) => json(res, 500, { error: "down" }));
		upstream.answers.set("together", chatProvider(["a", "b"]));
		const spans = new InMemorySpanExporter();
		const otel = await startGatewayOtel({}, new SimpleSpanProcessor(spans));
		gateway = await startTestGateway(upstream, {
			telemetry: otel.telemetry,
			metricsText: otel.metricsText,
			aliases: { chat: { model: CHAT_MODEL, providers: ["groq", "together"], policy: "cheapest" } },
		});
		const answer = await chat(gateway.baseURL, { model: "chat" });
		expect(answer.status).toBe(200);
		const stream = await chat(gateway.baseURL, { model: "chat", stream: true });
		expect(await stream.text()).toContain("[DONE]");

		await expect.poll(() => spans.getFinishedSpans().filter((span) => span.kind === SERVER).length).toBe(2);
		const finished = spans.getFinishedSpans();
		const [server] = finished.filter((span) => span.kind === SERVER);
		expect(server?.name).toBe("POST /v1/chat/completions");
		expect(server?.attributes).toMatchObject({
			"http.request.method": "POST",
			"http.route": "/v1/chat/completions",
			"http.response.status_code": 200,
			"gen_ai.provider.name": "together",
		});
		const call = finished.find((span) => span.kind === CLIENT && parentOf(span) === server?.spanContext().spanId);
		expect(call?.name).toBe(`chat ${CHAT_MODEL}`);
		expect(call?.spanContext().traceId).toBe(server?.spanContext().traceId);
		const attempts = finished.filter((span) => parentOf(span) === call?.spanContext().spanId);
		expect(attempts.map((span) => span.attributes["gen_ai.provider.name"])).toEqual(["groq", "together"]);

		const metrics = await otel.metricsText();
		expect(metrics).toMatch(/modelyard_gateway_requests_total\{[^}]*http_route="\/v1\/chat\/completions"[^}]*\} 2/);
		expect(metrics).toMatch(/http_server_request_duration_count\{[^}]*gen_ai_provider_name="together"[^}]*\} 2/);
		// Time to first token: the stream's first chunk (the plain answer has no first token of its own).
		expect(metrics).toMatch(/modelyard_gateway_time_to_first_token_count\{[^}]*\} 1/);
		expect(metrics).toMatch(/modelyard_gateway_tokens_total\{[^}]*gen_ai_token_type="output"[^}]*\} 6/);
		expect(metrics).toMatch(/modelyard_gateway_cost_total\{[^}]*\} 0\.000016/);
		expect(metrics).toMatch(/gen_ai_client_operation_duration_count\{[^}]*\} 2/);
		// groq failed twice: not yet open (three in a row open it), and said so per provider.
		expect(metrics).toMatch(/modelyard_gateway_breaker_state\{[^}]*gen_ai_provider_name="groq"[^}]*\} 0/);
		await otel.shutdown();
	});

	it("modelyard serve --otel answers GET /metrics in Prometheus text", async () => {
		upstream = await startFakeUpstream();
		upstream.answers.set("groq", chatProvider(["hi"]));
		serve = await startServe(upstream, { keys: [GATEWAY_KEY] }, ["--otel"]);
		expect((await chat(`${serve.url}/v1`, { model: `${CHAT_MODEL}:groq` })).status).toBe(200);
		const scraped = await fetch(`${serve.url}/metrics`);
		expect(scraped.status).toBe(200);
		expect(scraped.headers.get("content-type")).toContain("text/plain");
		const text = await scraped.text();
		expect(text).toContain("# TYPE modelyard_gateway_requests_total counter");
		expect(text).toMatch(/modelyard_gateway_requests_total\{[^}]*http_response_status_code="200"[^}]*\} 1/);
		expect(text).not.toContain(GATEWAY_KEY);
	});
});
