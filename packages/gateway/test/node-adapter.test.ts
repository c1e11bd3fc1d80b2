// The Node adapter (@hono/node-server under the gateway): JSON answers sent in one piece with their length, a
// request whose client left never handed on, a malformed one answered in OpenAI's shape; over real loopback sockets.
import { once } from "node:events";
import { createServer, request as httpRequest } from "node:http";
import type { AddressInfo } from "node:net";
import { connect } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type FetchHandler, nodeListener } from "../src/node/adapter.js";
import { CHAT_MODEL, chatProvider, type FakeUpstream, startFakeUpstream } from "./helpers/fake-upstream.js";
import { GATEWAY_KEY, startTestGateway, type TestGateway } from "./helpers/gateway-server.js";

let upstream: FakeUpstream;
let gateway: TestGateway;

beforeAll(async () => {
	upstream = await startFakeUpstream();
	upstream.answers.set("groq", chatProvider(["fine"]));
	gateway = await startTestGateway(upstream);
});
afterAll(async () => {
	await gateway?.close();
	await upstream?.close();
});

/** One raw HTTP exchange: status, headers and body as the socket carried them. */
function exchange(
	url: string,
	body: string,
): Promise<{ status: number; headers: Record<string, unknown>; text: string }> {
	return new Promise((resolve, reject) => {
		const call = httpRequest(
			url,
			{ method: "POST", headers: { authorization: `Bearer ${GATEWAY_KEY}`, "content-type": "application/json" } },
			(answer) => {
				let text = "";
				answer.setEncoding("utf8");
				answer.on("data", (part) => {
					text += part;
				});
				answer.on("end", () => resolve({ status: answer.statusCode ?? 0, headers: answer.headers, text }));
			},
		);
		call.on("error", reject);
		call.end(body);
	});
}

/** A node:http server on a loopback port answering with `handler` through the adapter, for the body of `use`. */
async function withAdapter(handler: FetchHandler, use: (port: number) => Promise<void>): Promise<void> {
	const server = createServer(nodeListener(handler));
	server.listen(0, "127.0.0.1");
	await once(server, "listening");
	try {
		await use((server.address() as AddressInfo).port);
	} finally {
		server.close();
		server.closeAllConnections();
	}
}

describe("Node adapter", () => {
	it("sends a JSON answer in one piece with its Content-Length, not chunked", async () => {
		const body = JSON.stringify({ model: `${CHAT_MODEL}:groq`, messages: [{ role: "user", content: "hi" }] });
		const answer = await exchange(`${gateway.url}/v1/chat/completions`, body);
		expect(answer.status).toBe(200);
		expect(answer.headers["transfer-encoding"]).toBeUndefined();
		expect(Number(answer.headers["content-length"])).toBe(Buffer.byteLength(answer.text));
		expect(JSON.parse(answer.text).choices[0].message.content).toBe("fine");
		const error = await exchange(`${gateway.url}/v1/chat/completions`, "{not json");
		expect(error.status).toBe(400);
		expect(Number(error.headers["content-length"])).toBe(Buffer.byteLength(error.text));
		expect(JSON.parse(error.text).error.code).toBe("invalid_json");
	});

	it("never hands the handler a request whose client left before sending the body it announced", async () => {
		const seen: string[] = [];
		await withAdapter(
			async (request) => {
				seen.push(request.method);
				seen.push(await request.text());
				return new Response("{}", { headers: { "content-type": "application/json" } });
			},
			async (port) => {
				const socket = connect(port, "127.0.0.1");
				await once(socket, "connect");
				socket.write('POST /v1/chat/completions HTTP/1.1\r\nHost: x\r\nContent-Length: 100\r\n\r\n{"model":');
				await new Promise((resolve) => setTimeout(resolve, 100));
				socket.destroy();
				await new Promise((resolve) => setTimeout(resolve, 300));
				expect(seen).toEqual([]);
				// The next client is answered as usual, its whole body seen.
				const answer = await exchange(`http://127.0.0.1:${port}/v1/chat/completions`, '{"whole":true}');
				expect(answer.status).toBe(200);
				expect(seen).toEqual(["POST", '{"whole":true}']);
			},
		);
	});
});

describe("Node adapter's edges", () => {
	it("answers a request it cannot read (a malformed Host) with a 400 in OpenAI's error shape, the handler never called", async () => {
		let called = false;
		await withAdapter(
			async () => {
				called = true;
				return new Response("{}");
			},
			async (port) => {
				const socket = connect(port, "127.0.0.1");
				await once(socket, "connect");
				socket.write("POST /v1/chat/completions HTTP/1.1\r\nHost: a b\r\nContent-Length: 2\r\n\r\n{}");
				let text = "";
				socket.setEncoding("utf8");
				socket.on("data", (part) => {
					text += part;
				});
				await new Promise((resolve) => setTimeout(resolve, 300));
				socket.destroy();
				expect(text).toMatch(/^HTTP\/1\.1 400 /);
				expect(JSON.parse(text.slice(text.indexOf("\r\n\r\n") + 4)).error.message).toBe("Malformed request.");
				expect(called).toBe(false);
			},
		);
	});

	it("fails the handler's read of a body streamed (chunked, or too large to read ahead) whose client leaves halfway, never a read that waits forever", async () => {
		const seen: string[] = [];
		await withAdapter(
			async (request) => {
				const outcome = await request.text().then(
					() => "read",
					() => "failed",
				);
				seen.push(outcome);
				return new Response("{}", { headers: { "content-type": "application/json" } });
			},
			async (port) => {
				for (const head of [
					"Transfer-Encoding: chunked\r\n\r\n5\r\nhello\r\n",
					`Content-Length: ${2 * 1024 * 1024}\r\n\r\nhello`,
				]) {
					const socket = connect(port, "127.0.0.1");
					await once(socket, "connect");
					socket.write(`POST /v1/audio/transcriptions HTTP/1.1\r\nHost: x\r\n${head}`);
					await new Promise((resolve) => setTimeout(resolve, 100));
					socket.destroy();
				}
				await expect.poll(() => seen, { timeout: 3000 }).toEqual(["failed", "failed"]);
			},
		);
	});

	it("leaves Request and Response working as the Fetch API's, whichever made them (its classes replace the globals)", async () => {
		createServer(nodeListener(async () => new Response(null)));
		const fetched = await new Response("x").text();
		expect(fetched).toBe("x");
		const made = new Response(JSON.stringify({ a: 1 }), { status: 201, headers: { "x-a": "1" } });
		expect(made).toBeInstanceOf(Response);
		expect(made.status).toBe(201);
		expect(made.headers.get("x-a")).toBe("1");
		expect(await made.json()).toEqual({ a: 1 });
		const request = new Request("http://h/x", { method: "POST", body: "hi" });
		expect(request).toBeInstanceOf(Request);
		expect(await request.text()).toBe("hi");
		expect(await new Response(new Blob(["b"]).stream()).text()).toBe("b");
	});
});
