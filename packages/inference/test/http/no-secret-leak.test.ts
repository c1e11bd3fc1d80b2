import { describe, expect, it } from "vitest";
import {
	InferenceClientError,
	InferenceClientInputError,
	InferenceClientRoutingError,
	InferenceOutputError,
} from "../../src/errors/index.js";
import { fetchBody, type HttpOptions, type HttpRequest, sendRequest } from "../../src/http/index.js";
import { InferenceClient, textToSpeech } from "../../src/index.js";
import { chatUnsupportedError } from "../../src/tasks/chat-unsupported.js";
import { createFakeFetch, jsonResponse as fakeJson } from "../routing/fake-network.js";
import { streamEvents } from "./event-generator.js";
import { eventStreamResponse, jsonResponse, scriptedFetch } from "./helpers.js";

const HUB_TOKEN = "hf_secret123";
const PROVIDER_KEY = "sk-secret";
const SECRETS = [HUB_TOKEN, PROVIDER_KEY];

/** A request carrying both secrets: in the Authorization header, a key header and the query string. */
const request: HttpRequest = {
	url: `https://api.provider.example/v1/chat/completions?api_key=${PROVIDER_KEY}&token=${HUB_TOKEN}`,
	method: "POST",
	headers: { Authorization: `Bearer ${HUB_TOKEN}`, "X-Key": PROVIDER_KEY, "Content-Type": "application/json" },
	body: {},
};

const echo = `token ${HUB_TOKEN} and key ${PROVIDER_KEY} are invalid`;

function options(fetch: typeof globalThis.fetch, extra: Partial<HttpOptions> = {}): HttpOptions {
	return { service: "provider", provider: "openai", fetch, retryOnError: false, ...extra };
}

async function caught(run: () => Promise<unknown>): Promise<unknown> {
	return run().then(
		() => expect.unreachable("expected a failure"),
		(error: unknown) => error,
	);
}

async function drain(stream: AsyncGenerator<unknown>): Promise<void> {
	for await (const _ of stream) {
		// Reading to the end (or the error) is the point.
	}
}

const errorPaths: Array<[string, () => Promise<unknown>]> = [
	[
		"JSON error echoing the secrets",
		() => sendRequest(request, options(scriptedFetch(jsonResponse({ error: echo }, 401)))),
	],
	[
		"OpenAI-style error echoing the secrets",
		() => sendRequest(request, options(scriptedFetch(jsonResponse({ error: { message: echo } }, 401)))),
	],
	[
		"text error echoing the secrets",
		() =>
			sendRequest(
				request,
				options(scriptedFetch(new Response(echo, { status: 403, headers: { "content-type": "text/plain" } }))),
			),
	],
	[
		"JSON without message echoing the secrets",
		() => sendRequest(request, options(scriptedFetch(jsonResponse({ received: request.headers }, 400)))),
	],
	[
		"chat completion not supported",
		() =>
			sendRequest(request, options(scriptedFetch(jsonResponse({ headers: request.headers }, 404)))).catch(
				(error: unknown) => {
					throw chatUnsupportedError(error, "m");
				},
			),
	],
	["empty error body", () => sendRequest(request, options(scriptedFetch(new Response("", { status: 500 }))))],
	[
		"network failure naming the URL",
		() => sendRequest(request, options(scriptedFetch(new TypeError(`fetch failed for ${request.url}`)))),
	],
	[
		"response body that is not JSON",
		() =>
			fetchBody(
				request,
				options(scriptedFetch(new Response(echo, { headers: { "content-type": "application/json" } }))),
			),
	],
	[
		"stream answered with an error",
		() => drain(streamEvents(request, options(scriptedFetch(jsonResponse({ message: echo }, 400))))),
	],
	[
		"stream with the wrong content type",
		() =>
			drain(
				streamEvents(request, options(scriptedFetch(new Response(echo, { headers: { "content-type": "text/html" } })))),
			),
	],
	[
		"error forwarded inside the stream",
		() =>
			drain(
				streamEvents(
					request,
					options(scriptedFetch(eventStreamResponse(`data: ${JSON.stringify({ error: echo })}\n\n`))),
				),
			),
	],
	[
		"stream event that is not JSON",
		() => drain(streamEvents(request, options(scriptedFetch(eventStreamResponse(`data: ${echo}\n\n`))))),
	],
	[
		"stream interrupted",
		() => {
			const body = new ReadableStream<Uint8Array>({
				pull(controller) {
					controller.error(new TypeError(`socket closed for ${HUB_TOKEN}`));
				},
			});
			return drain(streamEvents(request, options(scriptedFetch(eventStreamResponse(body)))));
		},
	],
	["output error", async () => Promise.reject(new InferenceOutputError(`Expected {text: string}, got ${echo}`))],
	["input error", async () => Promise.reject(new InferenceClientInputError(`bad accessToken ${HUB_TOKEN}`))],
	["routing error", async () => Promise.reject(new InferenceClientRoutingError(`no route for key ${PROVIDER_KEY}`))],
];

describe("no secret in any error", () => {
	for (const [name, run] of errorPaths) {
		it(name, async () => {
			const error = await caught(run);
			expect(error instanceof InferenceClientError || error instanceof InferenceOutputError).toBe(true);
			const typed = error as Error;
			const views = [typed.message, String(typed), JSON.stringify(typed), typed.stack ?? ""];
			for (const view of views) {
				for (const secret of SECRETS) expect(view).not.toContain(secret);
			}
			expect(JSON.stringify(typed)).toContain(typed.message.slice(0, 20).replace(/"/g, '\\"'));
		});
	}
});

describe("a credential of any shape, echoed inside an answer", () => {
	// Neither hf_ nor sk-: only the exact value the call was given can find it.
	const ODD_KEY = "fal-3f9c2a7e-11b4-4e8a";

	function falNetwork(answer: unknown) {
		return createFakeFetch((url) =>
			url.includes("/api/models/")
				? fakeJson({
						inferenceProviderMapping: {
							"fal-ai": { providerId: "fal-ai/tts", status: "live", task: "text-to-speech" },
						},
					})
				: fakeJson(answer),
		);
	}

	it("is redacted from an InferenceOutputError raised on a 200 answer, its message and stack", async () => {
		const network = falNetwork({ error: `key ${ODD_KEY} is not allowed for this model` });
		const error = await textToSpeech(
			{ model: "o/m", provider: "fal-ai", inputs: "hello", accessToken: ODD_KEY },
			{ fetch: network.fetch },
		).catch((caught: unknown) => caught);
		expect(error).toBeInstanceOf(InferenceOutputError);
		expect((error as Error).message).toContain("[redacted]");
		expect((error as Error).message).not.toContain(ODD_KEY);
		expect((error as Error).stack).not.toContain(ODD_KEY);
		expect(JSON.stringify(error)).not.toContain(ODD_KEY);
	});

	it("is redacted from a stream's forwarded error and from the client's own calls", async () => {
		const network = createFakeFetch((url) =>
			url.includes("/api/models/")
				? fakeJson({
						inferenceProviderMapping: {
							together: { providerId: "t/llama", status: "live", task: "conversational" },
						},
					})
				: new Response(`data: {"error": "bad key ${ODD_KEY}"}\n\n`, {
						headers: { "content-type": "text/event-stream" },
					}),
		);
		const client = new InferenceClient(ODD_KEY, { fetch: network.fetch });
		const stream = client.chatCompletionStream({
			model: "meta/llama",
			provider: "together",
			messages: [{ role: "user", content: "hi" }],
		});
		const error = await stream.next().catch((caught: unknown) => caught);
		expect(error).toBeInstanceOf(InferenceClientError);
		expect((error as Error).message).toBe("Error forwarded from backend: bad key [redacted]");
		expect(JSON.stringify(error)).not.toContain(ODD_KEY);
	});
});
