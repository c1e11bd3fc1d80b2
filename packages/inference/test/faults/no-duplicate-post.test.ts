// A request that may have reached the server is never sent again on its own: a loopback server reads each
// request whole, then drops the connection without answering (what a provider does when it crashes mid-call).
// One chat call, one image generation, one stream: one request each. What cannot have reached the server (a
// refused connection) and GETs are still retried; `retry.resendOnConnectionLoss` opts into re-sending.
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it, vi } from "vitest";
import { cannotHaveReachedServer } from "../../src/http/index.js";
import {
	chatCompletion,
	chatCompletionStream,
	InferenceClientProviderApiError,
	type RetryEvent,
	textToImage,
} from "../../src/index.js";
import { failure, type Loopback, serve } from "./loopback.js";

const TEST_MS = 2_000;
const TOKEN = "hf_duplicatetest123";
const messages = [{ role: "user" as const, content: "draw me a cat" }];

afterEach(() => {
	vi.restoreAllMocks();
});

/** Reads each request whole (the loopback drains it first), then destroys the socket: no answer at all. */
function droppingServer(): Promise<Loopback> {
	return serve((request) => void request.socket.destroy());
}

/** A port nothing listens on: a server is started, its port read, then closed. */
async function closedPort(): Promise<number> {
	const probe = createServer();
	await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
	const { port } = probe.address() as AddressInfo;
	await new Promise<void>((resolve) => probe.close(() => resolve()));
	return port;
}

describe("a POST whose connection drops after it was sent", () => {
	it(
		"chatCompletion: the server receives exactly 1 request; the caller gets a connection error",
		async () => {
			vi.spyOn(Math, "random").mockReturnValue(0);
			const loopback = await droppingServer();
			const error = await failure(chatCompletion({ endpointUrl: loopback.url, messages, accessToken: TOKEN }));
			expect(error).toBeInstanceOf(InferenceClientProviderApiError);
			expect((error as InferenceClientProviderApiError).kind).toBe("connection");
			expect(loopback.requests).toEqual([{ method: "POST", url: "/v1/chat/completions" }]);
		},
		TEST_MS,
	);

	it(
		"textToImage (a generation, billed per call): exactly 1 request",
		async () => {
			vi.spyOn(Math, "random").mockReturnValue(0);
			const loopback = await droppingServer();
			await failure(textToImage({ endpointUrl: `${loopback.url}/models/m`, inputs: "a cat", accessToken: TOKEN }));
			expect(loopback.requests).toHaveLength(1);
			expect(loopback.requests[0]?.method).toBe("POST");
		},
		TEST_MS,
	);

	it(
		"chatCompletionStream: exactly 1 request",
		async () => {
			vi.spyOn(Math, "random").mockReturnValue(0);
			const loopback = await droppingServer();
			const stream = chatCompletionStream({ endpointUrl: loopback.url, messages, accessToken: TOKEN });
			await failure(
				(async () => {
					for await (const _chunk of stream) {
						// No event comes.
					}
				})(),
			);
			expect(loopback.requests).toHaveLength(1);
		},
		TEST_MS,
	);

	it("retry.resendOnConnectionLoss must be a boolean: refused before any request", async () => {
		const loopback = await droppingServer();
		await expect(
			chatCompletion(
				{ endpointUrl: loopback.url, messages, accessToken: TOKEN },
				{ retry: { resendOnConnectionLoss: "yes" as unknown as boolean } },
			),
		).rejects.toThrow("chatCompletion: `options.retry.resendOnConnectionLoss` must be a boolean, got string");
		expect(loopback.requests).toHaveLength(0);
	});

	it(
		"retry.resendOnConnectionLoss: true opts into re-sending: 1 + 2 retries",
		async () => {
			vi.spyOn(Math, "random").mockReturnValue(0);
			const loopback = await droppingServer();
			const retries: RetryEvent[] = [];
			await failure(
				textToImage(
					{ endpointUrl: `${loopback.url}/models/m`, inputs: "a cat", accessToken: TOKEN },
					{ retry: { resendOnConnectionLoss: true, onRetry: (event) => retries.push(event) } },
				),
			);
			expect(loopback.requests).toHaveLength(3);
			expect(retries.map((event) => event.kind)).toEqual(["connection", "connection"]);
		},
		TEST_MS,
	);
});

describe("what cannot have reached the server is still retried", () => {
	it(
		"a refused connection (ECONNREFUSED in the cause chain): the POST is retried twice",
		async () => {
			vi.spyOn(Math, "random").mockReturnValue(0);
			const port = await closedPort();
			const retries: RetryEvent[] = [];
			const error = await failure(
				chatCompletion(
					{ endpointUrl: `http://127.0.0.1:${port}`, messages, accessToken: TOKEN },
					{ retry: { onRetry: (event) => retries.push(event) } },
				),
			);
			expect(cannotHaveReachedServer((error as Error).cause)).toBe(true);
			expect(retries.map((event) => event.kind)).toEqual(["connection", "connection"]);
		},
		TEST_MS,
	);

	it("reads the codes of a refused connection and a failed DNS lookup from the cause chain", () => {
		const refused = Object.assign(new Error("connect ECONNREFUSED"), { code: "ECONNREFUSED" });
		expect(cannotHaveReachedServer(new TypeError("fetch failed", { cause: refused }))).toBe(true);
		const dns = Object.assign(new Error("getaddrinfo ENOTFOUND x"), { code: "ENOTFOUND" });
		expect(cannotHaveReachedServer(new TypeError("fetch failed", { cause: dns }))).toBe(true);
		const each = Object.assign(new AggregateError([refused]), { code: undefined });
		expect(cannotHaveReachedServer(new TypeError("fetch failed", { cause: each }))).toBe(true);
		const reset = Object.assign(new Error("other side closed"), { code: "UND_ERR_SOCKET" });
		expect(cannotHaveReachedServer(new TypeError("fetch failed", { cause: reset }))).toBe(false);
		expect(cannotHaveReachedServer(new TypeError("Failed to fetch"))).toBe(false);
	});
});
