// The plain call (one provider, no routing option, no receipt hook): it skips the route list and the attempt loop,
// and its stream is read in batches without a second generator. What it still does, over a real loopback socket:
// the token never reaches an error, the first event is checked, the caller's abort stops it and closes the socket.
import { describe, expect, it } from "vitest";
import {
	chatCompletion,
	chatCompletionStream,
	InferenceClientProviderApiError,
	InferenceClientStreamError,
	InferenceOutputError,
	type Receipt,
} from "../../src/index.js";
import { writeEvent } from "../faults/loopback.js";
import {
	answers,
	at,
	type Behaviour,
	MODEL,
	messages,
	startRouter,
	TOKEN,
} from "../routing-fallback/router-loopback.js";

const chunk = (content: string) => ({ id: "c", created: 1, model: MODEL, choices: [{ index: 0, delta: { content } }] });

/** 200 text/event-stream with exactly `body` (raw SSE text, one write), then the end of the response. */
const rawStream =
	(body: string): Behaviour =>
	(_request, response) => {
		response.writeHead(200, { "content-type": "text/event-stream" });
		response.end(body);
	};

const event = (payload: unknown) => `data: ${JSON.stringify(payload)}\n\n`;

/** Streams "Hel", then waits for the test to abort (the socket's close ends the wait). */
const stallAfterFirst: Behaviour = (request, response) => {
	response.writeHead(200, { "content-type": "text/event-stream" });
	writeEvent(response, chunk("Hel"));
	return new Promise<void>((resolve) => request.socket.once("close", () => resolve()));
};

async function caught(run: () => Promise<unknown>): Promise<unknown> {
	return run().then(
		() => expect.unreachable("the call should have failed"),
		(error: unknown) => error,
	);
}

async function readAll(stream: AsyncIterable<{ choices: { delta?: { content?: string } }[] }>) {
	let text = "";
	for await (const piece of stream) text += piece.choices[0]?.delta?.content ?? "";
	return text;
}

describe("the plain call", () => {
	it("streams a plain call's events in order, each once", async () => {
		const router = await startRouter({ together: answers.stream(["Hel", "lo", "!"]) });
		const text = await readAll(
			chatCompletionStream({ accessToken: TOKEN, model: MODEL, provider: "together", messages }, at(router)),
		);
		expect(text).toBe("Hello!");
		expect(router.hits("together")).toBe(1);
	});

	it("an answer that echoes the token: the error carries no token, and a receipt of its one attempt", async () => {
		const router = await startRouter({ together: answers.json({ error: `bad key ${TOKEN}` }, 401) });
		const error = await caught(() =>
			chatCompletion({ accessToken: TOKEN, model: MODEL, provider: "together", messages }, at(router)),
		);
		expect(error).toBeInstanceOf(InferenceClientProviderApiError);
		expect(JSON.stringify(error)).not.toContain(TOKEN);
		expect(String((error as Error).message)).not.toContain(TOKEN);
		expect((error as Error).message).toContain("bad key");
		const receipt = (error as { receipt?: Receipt }).receipt;
		expect(receipt?.attempts.map(({ provider, status }) => [provider, status])).toEqual([["together", 401]]);
	});

	it("a stream event that echoes the token, after events of the same chunk: those first, then the error without it", async () => {
		const body = `${event(chunk("Hel"))}${event(chunk("lo"))}${event({ error: { message: `quota of ${TOKEN}` } })}${event(chunk("never"))}`;
		const router = await startRouter({ together: rawStream(body) });
		let text = "";
		const error = await caught(async () => {
			for await (const piece of chatCompletionStream(
				{ accessToken: TOKEN, model: MODEL, provider: "together", messages },
				at(router),
			)) {
				text += piece.choices[0]?.delta?.content ?? "";
			}
		});
		expect(text).toBe("Hello");
		expect(error).toBeInstanceOf(InferenceClientStreamError);
		expect((error as Error).message).toBe("Error forwarded from backend: quota of [redacted]");
		expect(JSON.stringify(error)).not.toContain(TOKEN);
	});

	it("the first event is checked: one of another shape is an InferenceOutputError, nothing yielded", async () => {
		const router = await startRouter({ together: rawStream(`${event({ text: "Hi" })}${event(chunk("lo"))}`) });
		const seen: unknown[] = [];
		const error = await caught(async () => {
			for await (const piece of chatCompletionStream(
				{ accessToken: TOKEN, model: MODEL, provider: "together", messages },
				at(router),
			)) {
				seen.push(piece);
			}
		});
		expect(error).toBeInstanceOf(InferenceOutputError);
		expect((error as Error).message).toContain("Expected ChatCompletionStreamOutput");
		expect(seen).toEqual([]);
	});

	it("aborted mid-stream: the caller's reason as it is, and the provider's socket closed", async () => {
		const router = await startRouter({ together: stallAfterFirst });
		const controller = new AbortController();
		const reason = new Error("stop");
		const seen: unknown[] = [];
		const error = await caught(async () => {
			for await (const piece of chatCompletionStream(
				{ accessToken: TOKEN, model: MODEL, provider: "together", messages },
				{ ...at(router), signal: controller.signal },
			)) {
				seen.push(piece);
				controller.abort(reason);
			}
		});
		expect(error).toBe(reason);
		expect(seen).toHaveLength(1);
		await router.providerSocketsClosed("together");
	});

	it("stopped early (break): the provider's socket closed", async () => {
		const router = await startRouter({ together: stallAfterFirst });
		for await (const _ of chatCompletionStream(
			{ accessToken: TOKEN, model: MODEL, provider: "together", messages },
			at(router),
		)) {
			break;
		}
		await router.providerSocketsClosed("together");
	});

	it("aborted before the answer: the caller's reason as it is", async () => {
		const router = await startRouter({ together: answers.hang() });
		const controller = new AbortController();
		const reason = new Error("stop");
		const pending = chatCompletion(
			{ accessToken: TOKEN, model: MODEL, provider: "together", messages },
			{ ...at(router), signal: controller.signal },
		);
		while (router.hits("together") === 0) await new Promise((resolve) => setTimeout(resolve, 5));
		controller.abort(reason);
		expect(await caught(() => pending)).toBe(reason);
		await router.providerSocketsClosed("together");
	});
});
