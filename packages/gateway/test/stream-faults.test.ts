// A chat stream as the network treats it: a client that goes away mid-stream, a client that reads slowly, the
// Vercel AI SDK's OpenAI-compatible provider reading it. Real sockets on both sides of the gateway.
import { createOpenAICompatible } from "@ai-sdk/openai-compatible";
import { streamText } from "ai";
import OpenAI from "openai";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createGateway } from "../src/gateway.js";
import { CHAT_MODEL, chatProvider, chunk, type FakeUpstream, startFakeUpstream } from "./helpers/fake-upstream.js";
import { GATEWAY_KEY, HF_TOKEN, startTestGateway, type TestGateway } from "./helpers/gateway-server.js";

let upstream: FakeUpstream;
let gateway: TestGateway;

beforeEach(async () => {
	upstream = await startFakeUpstream();
	gateway = await startTestGateway(upstream);
});

afterEach(async () => {
	await gateway.close();
	await upstream.close();
});

function streamRequest(signal?: AbortSignal): Promise<Response> {
	return fetch(`${gateway.baseURL}/chat/completions`, {
		method: "POST",
		headers: { authorization: `Bearer ${GATEWAY_KEY}`, "content-type": "application/json" },
		body: JSON.stringify({
			model: `${CHAT_MODEL}:together`,
			messages: [{ role: "user", content: "go" }],
			stream: true,
		}),
		...(signal ? { signal } : {}),
	});
}

describe("chat streams", () => {
	it("aborts the provider's call at once when the client disconnects mid-stream", async () => {
		let written = 0;
		upstream.answers.set("together", async (_request, res) => {
			res.writeHead(200, { "content-type": "text/event-stream" });
			// A long answer: 2,000 events 10 ms apart, unless the connection goes.
			for (let i = 0; i < 2000 && !res.destroyed; i++) {
				res.write(`data: ${JSON.stringify(chunk(`w${i} `))}\n\n`);
				written++;
				await new Promise((resolve) => setTimeout(resolve, 10));
			}
			res.end("data: [DONE]\n\n");
		});
		const controller = new AbortController();
		const response = await streamRequest(controller.signal);
		const reader = response.body?.getReader();
		const first = await reader?.read();
		expect(new TextDecoder().decode(first?.value)).toContain("w0");
		controller.abort();
		await expect.poll(() => upstream.aborted.some((path) => path.endsWith("/chat/completions"))).toBe(true);
		const atAbort = written;
		await new Promise((resolve) => setTimeout(resolve, 200));
		// The provider stopped writing: nothing of the 2,000 events past the abort was produced.
		expect(written - atAbort).toBeLessThanOrEqual(1);
		expect(written).toBeLessThan(500);
		await expect.poll(() => gateway.log.length).toBe(1);
		expect(gateway.log[0]).toMatchObject({ status: 200, provider: "together", attempts: 1 });
	});

	it("reads the provider only as fast as a slow client reads the gateway (bounded memory per stream)", async () => {
		const PIECE = "x".repeat(128 * 1024);
		const PIECES = 800; // 100 MB if nothing held it back
		let written = 0;
		upstream.answers.set("together", async (_request, res) => {
			res.writeHead(200, { "content-type": "text/event-stream" });
			for (let i = 0; i < PIECES && !res.destroyed; i++) {
				const more = res.write(`data: ${JSON.stringify(chunk(PIECE))}\n\n`);
				written++;
				if (!more) await new Promise((resolve) => res.once("drain", resolve));
			}
			res.end("data: [DONE]\n\n");
		});
		const response = await streamRequest();
		const reader = response.body?.getReader();
		await reader?.read();
		// The client stops reading for a while: the provider must be held back by the full pipes, not drained into memory.
		await new Promise((resolve) => setTimeout(resolve, 1500));
		// What the two sockets (provider to gateway, gateway to client) hold: about 70 pieces, 9 MB, here; a relay that ignored a full
		// socket read on to all 800.
		expect(written).toBeLessThan(200);
		await reader?.cancel();
	});

	it("pulls the next chunk from the provider only when the reader took the previous one (handler, no socket)", async () => {
		upstream.answers.set(
			"together",
			chatProvider(
				Array.from({ length: 2000 }, (_, i) => `piece ${i} `.padEnd(1000)),
				0,
			),
		);
		// The gateway's client reads the provider through this fetch: it counts the bytes the client pulled.
		let consumed = 0;
		const countingFetch: typeof fetch = async (input, init) => {
			const response = await fetch(input, init);
			if (!response.body) return response;
			const reader = response.body.getReader();
			const counted = new ReadableStream<Uint8Array>(
				{
					async pull(controller) {
						const { done, value } = await reader.read();
						if (done) return controller.close();
						consumed += value.byteLength;
						controller.enqueue(value);
					},
					cancel: (reason) => reader.cancel(reason),
				},
				{ highWaterMark: 0 },
			);
			return new Response(counted, response);
		};
		const handler = createGateway({
			hfToken: HF_TOKEN,
			clientOptions: { hubUrl: upstream.url, routerUrl: upstream.url, fetch: countingFetch },
		});
		const response = await handler.fetch(
			new Request("http://gateway/v1/chat/completions", {
				method: "POST",
				body: JSON.stringify({
					model: `${CHAT_MODEL}:together`,
					messages: [{ role: "user", content: "go" }],
					stream: true,
				}),
			}),
		);
		const reader = response.body?.getReader();
		await reader?.read();
		await new Promise((resolve) => setTimeout(resolve, 500));
		// The provider writes a piece a tick; the gateway has read only about the first, not what came since (60 KB and more).
		expect(consumed).toBeLessThan(20_000);
		for (let i = 0; i < 50; i++) await reader?.read();
		expect(consumed).toBeGreaterThan(30_000);
		await reader?.cancel();
	});

	it("ends a stream whose provider failed after its first chunk with OpenAI's error event, which the SDK raises", async () => {
		upstream.answers.set("together", (_request, res) => {
			res.writeHead(200, { "content-type": "text/event-stream" });
			res.write(`data: ${JSON.stringify(chunk("partial"))}\n\n`);
			setTimeout(() => res.destroy(), 50);
		});
		const openai = new OpenAI({ baseURL: gateway.baseURL, apiKey: GATEWAY_KEY, maxRetries: 0 });
		const stream = await openai.chat.completions.create({
			model: `${CHAT_MODEL}:together`,
			messages: [{ role: "user", content: "go" }],
			stream: true,
		});
		const pieces: string[] = [];
		const error = await (async () => {
			for await (const part of stream) pieces.push(part.choices[0]?.delta.content ?? "");
		})().catch((e) => e);
		expect(pieces).toEqual(["partial"]);
		expect(error).toBeInstanceOf(OpenAI.APIError);
		expect(error.message).toMatch(/together/);
		await expect.poll(() => gateway.log.length).toBe(1);
		expect(gateway.log[0]?.error).toBeDefined();
	});

	it("streams to the Vercel AI SDK's OpenAI-compatible provider (streamText)", async () => {
		upstream.answers.set("together", chatProvider(["Hel", "lo ", "world"]));
		const provider = createOpenAICompatible({ name: "modelyard", baseURL: gateway.baseURL, apiKey: GATEWAY_KEY });
		const result = streamText({ model: provider(`${CHAT_MODEL}:together`), prompt: "hi" });
		let text = "";
		for await (const delta of result.textStream) text += delta;
		expect(text).toBe("Hello world");
	});
});
