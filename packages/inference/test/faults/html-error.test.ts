// An HTML error fragment (a proxy's `<h1>500</h1>`, no doctype) is recognised as HTML by its content type, not
// only by its first characters: a chat stream (or call) answered so never shows the raw markup. Loopback server.
import { afterEach, describe, expect, it } from "vitest";
import { chatCompletion, chatCompletionStream, InferenceClientProviderApiError } from "../../src/index.js";
import { type Loopback, startLoopback } from "./loopback.js";

const TOKEN = "hf_htmlerrortoken123";
const messages = [{ role: "user" as const, content: "hi" }];

let server: Loopback | undefined;

afterEach(async () => {
	await server?.close();
	server = undefined;
});

async function htmlFragmentServer(): Promise<Loopback> {
	server = await startLoopback((_request, response) => {
		response.writeHead(500, { "content-type": "text/html; charset=utf-8" });
		response.end("<h1>500</h1>");
	});
	return server;
}

describe("an HTML error fragment answered to a chat call", () => {
	it("chatCompletionStream answered 500 <h1>500</h1> (text/html): no raw HTML in the message", async () => {
		const loopback = await htmlFragmentServer();
		const error = await (async () => {
			for await (const _chunk of chatCompletionStream(
				{ endpointUrl: loopback.url, model: "org/model", messages, accessToken: TOKEN },
				{ retry_on_error: false },
			)) {
				// No event comes.
			}
		})().catch((caught: unknown) => caught);
		expect(error).toBeInstanceOf(InferenceClientProviderApiError);
		const apiError = error as InferenceClientProviderApiError;
		expect(apiError.message).not.toContain("<h1>");
		expect(apiError.message).toBe(
			"Server org/model does not seem to support chat completion. Error: HTTP 500, an HTML page",
		);
		expect(apiError.httpResponse.contentType).toBe("text/html");
		expect(apiError.httpResponse.body).toBe("<h1>500</h1>");
	});

	it("chatCompletion: the same words", async () => {
		const loopback = await htmlFragmentServer();
		const error = await chatCompletion(
			{ endpointUrl: loopback.url, model: "org/model", messages, accessToken: TOKEN },
			{ retry_on_error: false },
		).catch((caught: unknown) => caught);
		expect((error as Error).message).toBe(
			"Server org/model does not seem to support chat completion. Error: HTTP 500, an HTML page",
		);
	});
});
