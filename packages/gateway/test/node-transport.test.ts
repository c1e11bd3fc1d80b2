// The fetch modelyard serve gives its client (node-transport.ts), against a loopback server: what fetch does where
// the client relies on it (manual redirects, decoding, aborts, network failures as TypeError, cut bodies), kept
// connections, and the calls it leaves to the built-in fetch.
import { once } from "node:events";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { gzipSync } from "node:zlib";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { NodeTransport } from "../src/node/node-transport.js";
import { CHAT_MODEL, chatProvider, chunk, startFakeUpstream } from "./helpers/fake-upstream.js";
import { GATEWAY_KEY, startTestGateway } from "./helpers/gateway-server.js";

interface Seen {
	method: string;
	url: string;
	headers: IncomingMessage["headers"];
	body: string;
}

let server: Server;
let base: string;
let seen: Seen[] = [];
let connections = 0;
let route: (request: IncomingMessage, response: ServerResponse) => void = () => {};
const transport = new NodeTransport();

beforeAll(async () => {
	server = createServer(async (request, response) => {
		let body = "";
		for await (const part of request) body += part;
		seen.push({ method: request.method ?? "", url: request.url ?? "", headers: request.headers, body });
		route(request, response);
	});
	server.on("connection", () => connections++);
	server.listen(0, "127.0.0.1");
	await once(server, "listening");
	base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterEach(() => {
	seen = [];
});
afterAll(async () => {
	transport.close();
	server.closeAllConnections();
	server.close();
});

/** Every upstream call carries its token, as the client's do. */
const UPSTREAM_AUTH = { authorization: "Bearer hf_x", "content-type": "application/json" };
const post = (path: string, init: RequestInit = {}) =>
	transport.fetch(`${base}${path}`, {
		method: "POST",
		headers: UPSTREAM_AUTH,
		body: '{"a":1}',
		redirect: "manual",
		...init,
	});

describe("NodeTransport.fetch", () => {
	it("sends the call as fetch would and answers a Response, connections kept alive between calls", async () => {
		route = (_request, response) => {
			response.writeHead(201, { "content-type": "application/json", "x-request-id": "r1" });
			response.end('{"ok":true}');
		};
		const before = connections;
		for (let i = 0; i < 3; i++) {
			const answer = await post("/v1/x?q=1");
			expect(answer.status).toBe(201);
			expect(answer.headers.get("x-request-id")).toBe("r1");
			expect(await answer.json()).toEqual({ ok: true });
		}
		expect(connections - before).toBe(1);
		expect(seen[0]).toMatchObject({ method: "POST", url: "/v1/x?q=1", body: '{"a":1}' });
		expect(seen[0]?.headers).toMatchObject({
			authorization: "Bearer hf_x",
			"content-type": "application/json",
			"content-length": "7",
			accept: "*/*",
		});
		const bytes = await post("/v1/y", { body: new TextEncoder().encode("raw"), headers: {} });
		await bytes.arrayBuffer();
		expect(seen[3]?.headers["content-type"]).toBe("text/plain;charset=UTF-8");
		expect(seen[3]?.body).toBe("raw");
	});

	it("hands back a redirect as is (the client follows it), a 204 without body, a gzip body decoded", async () => {
		route = (request, response) => {
			if (request.url === "/moved") return void response.writeHead(307, { location: "/there" }).end();
			if (request.url === "/empty") return void response.writeHead(204).end();
			response.writeHead(200, { "content-type": "application/json", "content-encoding": "gzip" });
			response.end(gzipSync('{"zipped":true}'));
		};
		const moved = await post("/moved");
		expect(moved.status).toBe(307);
		expect(moved.headers.get("location")).toBe("/there");
		expect(seen).toHaveLength(1);
		expect((await post("/empty")).body).toBeNull();
		expect(await (await post("/zipped")).json()).toEqual({ zipped: true });
	});

	it("rejects with the caller's abort reason, before the answer and while its body is read", async () => {
		route = (request, response) => {
			if (request.url === "/slow") return;
			response.writeHead(200, { "content-type": "text/event-stream" });
			response.write("data: 1\n\n");
		};
		const early = new AbortController();
		const pending = post("/slow", { signal: early.signal });
		await new Promise((resolve) => setTimeout(resolve, 100));
		early.abort(new Error("caller left"));
		await expect(pending).rejects.toThrow("caller left");
		const late = new AbortController();
		const answer = await post("/stream", { signal: late.signal });
		const reader = (answer.body as ReadableStream<Uint8Array>).getReader();
		expect(new TextDecoder().decode((await reader.read()).value)).toBe("data: 1\n\n");
		late.abort(new Error("caller left mid-body"));
		await expect(reader.read()).rejects.toThrow("caller left mid-body");
		await expect(post("/x", { signal: late.signal })).rejects.toThrow("caller left mid-body");
	});

	it("keeps the connection of an answer dropped unread once all of it came (a retried 503); one cut midway is closed", async () => {
		const own = new NodeTransport();
		const cut: string[] = [];
		route = (request, response) => {
			response.on("close", () => {
				if (!response.writableFinished) cut.push(request.url ?? "");
			});
			if (request.url === "/whole") {
				response.writeHead(503, { "content-type": "application/json", "retry-after": "0" });
				return void response.end('{"error":"overloaded"}');
			}
			response.writeHead(200, { "content-type": "text/event-stream" });
			response.write("data: 1\n\n");
		};
		// As the client drops an answer it retries (a 503), then waits before sending again.
		const dropped = (path: string) =>
			own
				.fetch(`${base}${path}`, { method: "POST", headers: UPSTREAM_AUTH, body: "{}", redirect: "manual" })
				.then(async (answer) => {
					await answer.body?.cancel();
					await new Promise((resolve) => setTimeout(resolve, 10));
					return answer.status;
				});
		try {
			const before = connections;
			for (let call = 0; call < 3; call++) expect(await dropped("/whole")).toBe(503);
			expect(connections - before).toBe(1);
			expect(await dropped("/midway")).toBe(200);
			await expect.poll(() => cut).toEqual(["/midway"]);
			await dropped("/whole");
			expect(connections - before).toBe(2);
		} finally {
			own.close();
		}
	});

	it("reports a refused connection and a body cut short as fetch's TypeError (the client's network failures)", async () => {
		const closed = createServer();
		closed.listen(0, "127.0.0.1");
		await once(closed, "listening");
		const port = (closed.address() as AddressInfo).port;
		closed.close();
		await expect(transport.fetch(`http://127.0.0.1:${port}/`, { redirect: "manual" })).rejects.toBeInstanceOf(
			TypeError,
		);
		route = (_request, response) => {
			response.writeHead(200, { "content-type": "application/json", "content-length": "100" });
			response.write('{"half":');
			setTimeout(() => response.destroy(), 50);
		};
		const cut = await post("/cut");
		await expect(cut.text()).rejects.toBeInstanceOf(TypeError);
	});

	it("closes a kept connection left unused past its idle time, never one waiting for a slow answer", async () => {
		const short = new NodeTransport({ idleMs: 300 });
		const closedAt: number[] = [];
		server.once("connection", (socket) => socket.once("close", () => closedAt.push(performance.now())));
		route = (_request, response) => {
			setTimeout(() => {
				response.writeHead(200, { "content-type": "application/json" });
				response.write('{"slow":');
				setTimeout(() => response.end("true}"), 700);
			}, 700);
		};
		try {
			const answer = await short.fetch(`${base}/slow`, { redirect: "manual" });
			expect(await answer.json()).toEqual({ slow: true });
			const answeredAt = performance.now();
			await new Promise((resolve) => setTimeout(resolve, 1000));
			expect(closedAt).toHaveLength(1);
			expect((closedAt[0] ?? 0) - answeredAt).toBeLessThan(900);
		} finally {
			short.close();
		}
	});

	it("leaves forms and followed redirects to the built-in fetch, which sends them whole", async () => {
		route = (_request, response) => {
			response.writeHead(200, { "content-type": "application/json" });
			response.end("{}");
		};
		const form = new FormData();
		form.set("file", new Blob(["audio"]), "a.wav");
		await (await transport.fetch(`${base}/form`, { method: "POST", body: form, redirect: "manual" })).json();
		expect(seen[0]?.headers["content-type"]).toMatch(/^multipart\/form-data; boundary=/);
		expect(seen[0]?.body).toContain("audio");
		await (await transport.fetch(`${base}/followed`)).json();
		expect(seen[1]?.url).toBe("/followed");
	});
});

describe("startGatewayServer", () => {
	it("relays streams to their [DONE] on one kept upstream connection, the body's end arriving after it", async () => {
		const upstream = await startFakeUpstream();
		const sockets = new Set<unknown>();
		upstream.answers.set("groq", async (_request, res, req) => {
			sockets.add(req.socket);
			res.writeHead(200, { "content-type": "text/event-stream" });
			res.write(`data: ${JSON.stringify(chunk("ok", "stop"))}\n\ndata: [DONE]\n\n`);
			await new Promise((resolve) => setTimeout(resolve, 20));
			res.end();
		});
		const gateway = await startTestGateway(upstream);
		try {
			for (let call = 0; call < 3; call++) {
				const answer = await fetch(`${gateway.baseURL}/chat/completions`, {
					method: "POST",
					headers: { authorization: `Bearer ${GATEWAY_KEY}`, "content-type": "application/json" },
					body: JSON.stringify({
						model: `${CHAT_MODEL}:groq`,
						stream: true,
						messages: [{ role: "user", content: "hi" }],
					}),
				});
				const text = await answer.text();
				expect(text).toContain('"content":"ok"');
				expect(text).toContain("data: [DONE]");
				await new Promise((resolve) => setTimeout(resolve, 100));
			}
			expect(sockets.size).toBe(1);
			expect(upstream.aborted).toEqual([]);
		} finally {
			await gateway.close();
			await upstream.close();
		}
	});

	it("sends the client's upstream calls through its Node transport, unless the gateway's options bring a fetch", async () => {
		const upstream = await startFakeUpstream();
		const fetchModes: unknown[] = [];
		upstream.answers.set("groq", (request, res, req) => {
			// Node's built-in fetch says `sec-fetch-mode: cors`; the transport sends what the call says, as curl would.
			fetchModes.push(req.headers["sec-fetch-mode"]);
			return chatProvider(["fine"])(request, res, req);
		});
		const called: string[] = [];
		const own = await startTestGateway(upstream);
		const brought = await startTestGateway(upstream, {
			clientOptions: {
				fetch: (input, init) => {
					called.push(String(input));
					return fetch(input, init);
				},
			},
		});
		try {
			for (const gateway of [own, brought]) {
				const answer = await fetch(`${gateway.baseURL}/chat/completions`, {
					method: "POST",
					headers: { authorization: `Bearer ${GATEWAY_KEY}`, "content-type": "application/json" },
					body: JSON.stringify({ model: `${CHAT_MODEL}:groq`, messages: [{ role: "user", content: "hi" }] }),
				});
				expect(answer.status).toBe(200);
			}
			expect(fetchModes).toEqual([undefined, "cors"]);
			expect(called.some((url) => url.includes("/groq/"))).toBe(true);
		} finally {
			await own.close();
			await brought.close();
			await upstream.close();
		}
	});
});
