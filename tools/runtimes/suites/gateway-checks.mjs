// The gateway suite's checks, shared by every runtime that serves the gateway (gateway-bun.mjs, gateway-deno.mjs,
// gateway-worker.mjs): what an OpenAI client sees of `@modelyard/gateway`'s handler served there, against
// tools/runtimes/fake-upstream.mjs. `send(path, init)` is how that runtime's server is reached (a real socket, or
// miniflare's dispatchFetch); it returns a Response. `upstream` is the fake's URL, the witness of a stream closed
// when the client left. Each check gives "ok" or what went wrong; none throws.

import { expectEqual, runChecks } from "./checks.mjs";

/** The checks, in the order of the matrix's columns. */
export const GATEWAY_CHECKS = ["chat", "stream", "disconnect", "rate-limit", "no-key"];

/**
 * What the serving runtime's environment (or the Worker's bindings) holds: the secrets the gateway reads. No
 * MODELYARD_GATEWAY_SECRET: without one the gateway makes a random key of its own, which a Worker's global scope
 * (where the gateway is created) must not do before the first request.
 */
export const GATEWAY_ENV = {
	HF_TOKEN: "hf_fake_runtime_matrix_gateway_token",
	MODELYARD_GATEWAY_KEYS: "matrix-gateway-key-0123456789",
};

/** The options each runtime adds to the environment's: the fake's URLs, and a 429 passed on without retrying. */
export const fakeUpstreamOptions = (upstream) => ({
	clientOptions: { hubUrl: upstream, routerUrl: `${upstream}/router`, retry: { limit: 0 } },
});

const STREAMED = "one plus one is two";

const chatRequest = (body, key = GATEWAY_ENV.MODELYARD_GATEWAY_KEYS) => ({
	method: "POST",
	headers: { "content-type": "application/json", ...(key && { authorization: `Bearer ${key}` }) },
	body: JSON.stringify({ messages: [{ role: "user", content: "hi" }], ...body }),
});

/** The `data:` payloads of a server-sent event stream, read to its end. */
async function eventsOf(response) {
	const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
	let text = "";
	for (;;) {
		const { done, value } = await reader.read();
		if (done) break;
		text += value;
	}
	return text
		.split("\n\n")
		.map((event) => /^data: (.*)$/m.exec(event)?.[1])
		.filter((data) => data !== undefined);
}

/** Runs the checks named (all by default) through `send`, the fake at `upstream`. Returns { [check]: "ok" | message }. */
export async function runGatewayChecks(send, upstream, only = GATEWAY_CHECKS) {
	const checks = {
		chat: async () => {
			const response = await send("/v1/chat/completions", chatRequest({ model: "fake/chat:together" }));
			const body = await response.json();
			expectEqual(
				"the answer",
				{
					status: response.status,
					provider: response.headers.get("x-modelyard-provider"),
					content: body.choices?.[0]?.message?.content,
				},
				{ status: 200, provider: "together", content: "answer to hi" },
			);
			if (!response.headers.get("x-request-id")) throw new Error("no x-request-id header");
		},
		stream: async () => {
			const response = await send("/v1/chat/completions", chatRequest({ model: "fake/chat:together", stream: true }));
			expectEqual(
				"the answer",
				[response.status, response.headers.get("content-type")?.split(";")[0]],
				[200, "text/event-stream"],
			);
			const events = await eventsOf(response);
			expectEqual("the last event", events.at(-1), "[DONE]");
			const text = events
				.slice(0, -1)
				.map((data) => JSON.parse(data).choices?.[0]?.delta?.content ?? "")
				.join("");
			expectEqual("streamed text", text, STREAMED);
		},
		disconnect: async () => {
			// The fake streams an event every 50 ms for seconds; the client reads one and goes away.
			const tag = Math.random().toString(36).slice(2);
			const response = await send(
				"/v1/chat/completions",
				chatRequest({
					model: "fake/chat:together",
					stream: true,
					messages: [{ role: "user", content: `abort:${tag}` }],
				}),
			);
			const reader = response.body.getReader();
			const first = await reader.read();
			if (first.done) throw new Error("the stream ended before its first event");
			await reader.cancel();
			const seen = await (await fetch(`${upstream}/__closed/${tag}`)).json();
			if (!seen.closedEarly)
				throw new Error(`the provider's stream was not aborted when the client went (${seen.result})`);
		},
		"rate-limit": async () => {
			const response = await send("/v1/chat/completions", chatRequest({ model: "fake/limited:together" }));
			const text = await response.text();
			expectEqual(
				"the answer",
				{
					status: response.status,
					retryAfter: response.headers.get("retry-after"),
					type: JSON.parse(text).error?.type,
				},
				{ status: 429, retryAfter: "7", type: "rate_limit_error" },
			);
			if (text.includes(GATEWAY_ENV.HF_TOKEN)) throw new Error("the error shows the gateway's token");
		},
		"no-key": async () => {
			const response = await send("/v1/chat/completions", chatRequest({ model: "fake/chat:together" }, ""));
			expectEqual("the status without a key", response.status, 401);
		},
	};

	return runChecks(checks, only);
}
