// Clients that try to hold or flood `modelyard serve` (a child process, real sockets): bodies over their limits are
// 413s before they are read, garbage is a 400, a slow-loris client is cut at the header or body deadline, and the
// gateway goes on answering everyone else.
import { request as httpRequest } from "node:http";
import { connect } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CHAT_MODEL, chatProvider, type FakeUpstream, startFakeUpstream } from "../helpers/fake-upstream.js";
import { GATEWAY_KEY } from "../helpers/gateway-server.js";
import { type ServeProcess, startServe } from "./serve-process.js";

const MB = 1024 * 1024;
let upstream: FakeUpstream;
let serve: ServeProcess;

beforeAll(async () => {
	upstream = await startFakeUpstream();
	upstream.answers.set("groq", chatProvider(["fine"]));
	serve = await startServe(upstream, { keys: [GATEWAY_KEY] }, ["--headers-timeout", "2000", "--body-timeout", "4000"]);
}, 60_000);
afterAll(async () => {
	serve?.child.kill("SIGTERM");
	await serve?.done;
	await upstream?.close();
});

const auth = { authorization: `Bearer ${GATEWAY_KEY}` };

async function chatWorks(): Promise<void> {
	const response = await fetch(`${serve.url}/v1/chat/completions`, {
		method: "POST",
		headers: { ...auth, "content-type": "application/json" },
		body: JSON.stringify({ model: `${CHAT_MODEL}:groq`, messages: [{ role: "user", content: "hi" }] }),
	});
	expect(response.status).toBe(200);
	expect(((await response.json()) as { choices: { message: { content: string } }[] }).choices[0]?.message.content).toBe(
		"fine",
	);
}

/** Sends `body` chunked (no Content-Length), in 1 MB writes; answers the status, whatever happens to the upload. */
function sendChunked(path: string, contentType: string, bytes: number): Promise<number> {
	return new Promise((resolve, reject) => {
		const request = httpRequest(`${serve.url}${path}`, {
			method: "POST",
			headers: { ...auth, "content-type": contentType, "transfer-encoding": "chunked" },
		});
		request.on("response", (response) => {
			response.resume();
			resolve(response.statusCode ?? 0);
		});
		// The gateway may answer and close before the upload ends: the write side's error is expected then.
		request.on("error", (error) => setTimeout(() => reject(error), 1000));
		const chunk = Buffer.alloc(MB, 0x7b);
		let sent = 0;
		const write = () => {
			while (sent < bytes) {
				sent += MB;
				if (!request.write(chunk)) return void request.once("drain", write);
			}
			request.end();
		};
		write();
	});
}

/** Opens a raw socket, writes `head`, then one byte of `drip` a second; resolves with what came back once closed. */
function slowClient(head: string, drip: string): Promise<{ closedAfterMs: number; answer: string }> {
	return new Promise((resolve) => {
		const { port, hostname } = new URL(serve.url);
		const socket = connect(Number(port), hostname);
		const started = Date.now();
		let answer = "";
		let sent = 0;
		const timer = setInterval(() => {
			if (sent < drip.length && !socket.destroyed) socket.write(drip[sent++] as string);
		}, 1000);
		socket.on("connect", () => socket.write(head));
		socket.on("data", (data) => {
			answer += data;
		});
		socket.on("error", () => {});
		socket.on("close", () => {
			clearInterval(timer);
			resolve({ closedAfterMs: Date.now() - started, answer });
		});
	});
}

describe("bodies over their limits, and garbage", () => {
	it("10 MB of garbage as JSON: a 400 saying so, and the gateway answers the next request", async () => {
		const garbage = Buffer.alloc(10 * 1000 * 1000);
		for (let i = 0; i < garbage.length; i++) garbage[i] = (i * 7919) % 251;
		const response = await fetch(`${serve.url}/v1/chat/completions`, {
			method: "POST",
			headers: { ...auth, "content-type": "application/json" },
			body: garbage,
		});
		expect(response.status).toBe(400);
		expect(((await response.json()) as { error: { code: string } }).error.code).toBe("invalid_json");
		await chatWorks();
	});

	it("a JSON body over 10 MB with its Content-Length: 413 at once, naming the limit", async () => {
		const response = await fetch(`${serve.url}/v1/chat/completions`, {
			method: "POST",
			headers: { ...auth, "content-type": "application/json" },
			body: Buffer.alloc(11 * MB, 0x20),
		});
		expect(response.status).toBe(413);
		const { error } = (await response.json()) as { error: Record<string, unknown> };
		expect(error).toMatchObject({ type: "invalid_request_error", code: "request_too_large" });
		expect(error["message"]).toBe(
			"The request body is larger than the gateway's limit for JSON bodies (10 MB): send a smaller one.",
		);
		await chatWorks();
	});

	it("30 MB sent chunked (no Content-Length): 413 once 10 MB are in, and 25 MB is the multipart limit", async () => {
		expect(await sendChunked("/v1/chat/completions", "application/json", 30 * MB)).toBe(413);
		expect(await sendChunked("/v1/audio/transcriptions", "multipart/form-data; boundary=x", 30 * MB)).toBe(413);
		await chatWorks();
	});
});

describe("slow clients cannot hold a socket", () => {
	it("headers sent a byte a second: cut at the 2 s header deadline (408) while others are served", async () => {
		const slow = slowClient("POST /v1/chat/completions HTTP/1.1\r\nHost: gateway\r\n", "X-Slow: ".repeat(10));
		await chatWorks();
		const { closedAfterMs, answer } = await slow;
		expect(answer).toMatch(/^HTTP\/1\.1 408/);
		// The deadline, plus Node's once-a-second check, plus room for a loaded machine.
		expect(closedAfterMs).toBeLessThan(6_000);
	});

	it("a body sent a byte a second: cut at the 4 s request deadline", async () => {
		const head = `POST /v1/chat/completions HTTP/1.1\r\nHost: gateway\r\nAuthorization: Bearer ${GATEWAY_KEY}\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n`;
		const { closedAfterMs } = await slowClient(head, "{".repeat(100));
		expect(closedAfterMs).toBeGreaterThanOrEqual(3_500);
		expect(closedAfterMs).toBeLessThan(8_000);
		await chatWorks();
	});
});
