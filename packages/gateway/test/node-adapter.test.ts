// The Node adapter's fast paths (issue 37's "Fast"): small bodies read whole into a BufferedRequest, JSON answers
// sent in one piece with their length; over real loopback sockets, and the BufferedRequest as a Request.
import { once } from "node:events";
import { createServer, request as httpRequest } from "node:http";
import type { AddressInfo } from "node:net";
import { connect } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { nodeListener } from "../src/node/adapter.js";
import { BufferedRequest } from "../src/node/buffered-request.js";
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
		const server = createServer(
			nodeListener(
				async (request) => {
					seen.push(request.method);
					seen.push(await request.text());
					return new Response("{}", { headers: { "content-type": "application/json" } });
				},
				() => "http://127.0.0.1",
			),
		);
		server.listen(0, "127.0.0.1");
		await once(server, "listening");
		const { port } = server.address() as AddressInfo;
		try {
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
		} finally {
			server.close();
			server.closeAllConnections();
		}
	});
});

describe("BufferedRequest", () => {
	const bytes = () => new TextEncoder().encode('{"model":"m","messages":[]}');
	const headers = () => new Headers({ "content-type": "application/json" });

	it("reads its bytes once as JSON or text, a second read refused as a Request's is", async () => {
		const controller = new AbortController();
		const request = new BufferedRequest(
			"http://h/v1/x",
			{ method: "POST", headers: headers() },
			bytes(),
			controller.signal,
		);
		expect(request).toBeInstanceOf(Request);
		expect(request.bodyUsed).toBe(false);
		expect(await request.json()).toEqual({ model: "m", messages: [] });
		expect(request.bodyUsed).toBe(true);
		await expect(request.text()).rejects.toBeInstanceOf(TypeError);
		expect(request.signal).toBe(controller.signal);
		controller.abort(new Error("gone"));
		expect(request.signal.aborted).toBe(true);
	});

	it("is a whole Request otherwise: its body as a stream, a multipart form, a clone", async () => {
		const signal = new AbortController().signal;
		const streamed = new BufferedRequest("http://h/", { method: "POST", headers: headers() }, bytes(), signal);
		expect(await new Response(streamed.body).text()).toBe('{"model":"m","messages":[]}');
		expect(streamed.bodyUsed).toBe(true);
		const form = new FormData();
		form.set("model", "m");
		form.set("file", new Blob([new Uint8Array([1, 2, 3])]), "a.bin");
		const encoded = new Request("http://h/", { method: "POST", body: form });
		const multipart = new BufferedRequest(
			"http://h/",
			{ method: "POST", headers: encoded.headers },
			new Uint8Array(await encoded.arrayBuffer()),
			signal,
		);
		const parsed = await multipart.clone().formData();
		expect(parsed.get("model")).toBe("m");
		expect(new Uint8Array(await (parsed.get("file") as Blob).arrayBuffer())).toEqual(new Uint8Array([1, 2, 3]));
		const bodiless = new BufferedRequest("http://h/", { method: "GET", headers: new Headers() }, null, signal);
		expect(bodiless.body).toBeNull();
		expect(await bodiless.text()).toBe("");
	});
});
