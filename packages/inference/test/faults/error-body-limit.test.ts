// An error answer's body is read only as far as a bounded prefix (64 KB), the rest cancelled: a loopback server
// answers 502 with a 64 MB HTML page. The error keeps the start, says it was cut, and stays small as JSON.
import type { ServerResponse } from "node:http";
import { afterEach, describe, expect, it } from "vitest";
import { InferenceClientProviderApiError, textClassification } from "../../src/index.js";
import { type Loopback, startLoopback } from "./loopback.js";

const TOKEN = "hf_errorbodytoken123";
const PAGE_BYTES = 64 * 1024 * 1024;
const LIMIT = 64 * 1024;

let server: Loopback | undefined;

afterEach(async () => {
	await server?.close();
	server = undefined;
});

/** Writes `total` bytes of HTML, 1 MB at a time, following backpressure; stops when the client goes away. */
function writeHugePage(response: ServerResponse, total: number, sent: { bytes: number }): void {
	const chunk = Buffer.alloc(1024 * 1024, "<p>gateway error</p>\n");
	const writeMore = () => {
		while (sent.bytes < total && !response.destroyed) {
			sent.bytes += chunk.length;
			if (!response.write(chunk)) {
				response.once("drain", writeMore);
				return;
			}
		}
		if (!response.destroyed) response.end();
	};
	response.on("error", () => {});
	writeMore();
}

describe("error bodies are read up to a bounded prefix", () => {
	it("a 502 with a 64 MB HTML page: the error holds at most 64 KB, flags the cut, and stringifies small", async () => {
		const sent = { bytes: 0 };
		server = await startLoopback((_request, response) => {
			response.writeHead(502, { "content-type": "text/html" });
			writeHugePage(response, PAGE_BYTES, sent);
		});
		const error = await textClassification({
			endpointUrl: `${server.url}/models/m`,
			inputs: "I like it",
			accessToken: TOKEN,
		}).catch((caught: unknown) => caught);
		expect(error).toBeInstanceOf(InferenceClientProviderApiError);
		const apiError = error as InferenceClientProviderApiError;
		expect(apiError.httpResponse.status).toBe(502);
		expect(apiError.httpResponse.bodyTruncated).toBe(true);
		const body = apiError.httpResponse.body as string;
		expect(typeof body).toBe("string");
		expect(body.length).toBeLessThanOrEqual(LIMIT);
		expect(body).toContain("<p>gateway error</p>");
		expect(JSON.stringify(apiError).length).toBeLessThan(100 * 1024);
		// The rest was cancelled, not downloaded: the server could not write most of the page.
		await server.socketsClosed(2_000);
		expect(sent.bytes).toBeLessThan(PAGE_BYTES);
	}, 10_000);

	it("a small error body is kept whole, without the flag", async () => {
		server = await startLoopback((_request, response) => {
			response.writeHead(500, { "content-type": "application/json" });
			response.end(JSON.stringify({ error: "model crashed" }));
		});
		const error = (await textClassification({
			endpointUrl: `${server.url}/models/m`,
			inputs: "I like it",
			accessToken: TOKEN,
		}).catch((caught: unknown) => caught)) as InferenceClientProviderApiError;
		expect(error.message).toBe("model crashed");
		expect(error.httpResponse.body).toEqual({ error: "model crashed" });
		expect(error.httpResponse).not.toHaveProperty("bodyTruncated");
	});
});
