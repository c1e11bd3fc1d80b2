// A credential never follows a redirect to another origin: loopback server A answers 307 to loopback server B
// (another port: another origin). B must receive nothing; the caller gets a clear typed error. Redirects within
// A's origin are still followed, credentials and body included; calls without credentials follow as fetch does.
import type { IncomingMessage } from "node:http";
import { describe, expect, it } from "vitest";
import { sendRequest } from "../../src/http/index.js";
import { chatCompletion, InferenceClientProviderApiError } from "../../src/index.js";
import { type Handler, type Loopback, serve } from "./loopback.js";

const TOKEN = "hf_redirecttoken123";
const messages = [{ role: "user" as const, content: "a private prompt" }];

/** B: records every request's headers and answers 200, as a server collecting what reaches it would. */
async function collector(): Promise<{ server: Loopback; headers: IncomingMessage["headers"][] }> {
	const headers: IncomingMessage["headers"][] = [];
	const server = await serve((request, response) => {
		headers.push(request.headers);
		response.writeHead(200, { "content-type": "application/json" });
		response.end(JSON.stringify({ choices: [] }));
	});
	return { server, headers };
}

function redirectingTo(target: string, status = 307): Handler {
	return (_request, response) => {
		response.writeHead(status, { location: target });
		response.end();
	};
}

describe("a credentialed call redirected to another origin", () => {
	it("chatCompletion with a token: B receives nothing; a typed error names the other origin", async () => {
		const b = await collector();
		const a = await serve(redirectingTo(`${b.server.url}/v1/chat/completions`));
		const error = await chatCompletion({ endpointUrl: a.url, messages, accessToken: TOKEN }).catch(
			(caught: unknown) => caught,
		);
		expect(b.server.requests).toHaveLength(0);
		expect(a.requests).toHaveLength(1);
		expect(error).toBeInstanceOf(InferenceClientProviderApiError);
		const apiError = error as InferenceClientProviderApiError;
		expect(apiError.kind).toBe("http");
		expect(apiError.httpResponse.status).toBe(307);
		expect(apiError.message).toContain(`to another origin, ${b.server.url}`);
		expect(JSON.stringify(apiError)).not.toContain(TOKEN);
	});

	it("a provider key in X-Key (Black Forest Labs' scheme) and the prompt never reach B", async () => {
		const b = await collector();
		const a = await serve(redirectingTo(`${b.server.url}/v1/flux-dev`, 308));
		const error = await sendRequest(
			{
				url: `${a.url}/v1/flux-dev`,
				method: "POST",
				headers: { "X-Key": "bfl-secret-key-123", "Content-Type": "application/json" },
				body: { prompt: "a private prompt" },
			},
			{ service: "provider", provider: "black-forest-labs" },
		).catch((caught: unknown) => caught);
		expect(b.server.requests).toHaveLength(0);
		expect(error).toBeInstanceOf(InferenceClientProviderApiError);
		expect((error as Error).message).toContain("is not followed there");
	});

	it("a redirect within the same origin is followed, with the credential and the method", async () => {
		const seen: { url: string; authorization: string | undefined }[] = [];
		const a = await serve(async (request, response) => {
			seen.push({ url: request.url ?? "", authorization: request.headers.authorization });
			if (request.url === "/v1/chat/completions") {
				response.writeHead(307, { location: "/moved/v1/chat/completions" });
				response.end();
				return;
			}
			response.writeHead(200, { "content-type": "application/json" });
			response.end(
				JSON.stringify({
					id: "c",
					created: 1,
					model: "m",
					object: "chat.completion",
					usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
					choices: [{ index: 0, finish_reason: "stop", message: { role: "assistant", content: "hi" } }],
				}),
			);
		});
		const answer = await chatCompletion({ endpointUrl: a.url, messages, accessToken: TOKEN });
		expect(answer.choices[0]?.message.content).toBe("hi");
		expect(seen.map((request) => request.url)).toEqual(["/v1/chat/completions", "/moved/v1/chat/completions"]);
		expect(seen[1]?.authorization).toBe(`Bearer ${TOKEN}`);
		expect(a.requests.map((request) => request.method)).toEqual(["POST", "POST"]);
	});

	it("a call without credentials (an output download) still follows a redirect to another origin", async () => {
		const b = await serve((_request, response) => {
			response.writeHead(200, { "content-type": "image/png" });
			response.end("png");
		});
		const a = await serve(redirectingTo(`${b.url}/cdn/image.png`, 302));
		const response = await sendRequest(
			{ url: `${a.url}/image.png`, method: "GET", headers: {} },
			{ service: "provider" },
		);
		expect(await response.text()).toBe("png");
		expect(b.requests).toHaveLength(1);
	});

	it("in a browser (an opaque redirect, whose target is hidden): a clear typed error, nothing followed", async () => {
		const calls: RequestInit[] = [];
		const opaque = new Response(null, { status: 200 });
		Object.defineProperty(opaque, "type", { value: "opaqueredirect" });
		Object.defineProperty(opaque, "status", { value: 0 });
		Object.defineProperty(opaque, "ok", { value: false });
		const browserFetch = (async (_url: RequestInfo | URL, init?: RequestInit) => {
			calls.push(init ?? {});
			return opaque;
		}) as typeof fetch;
		const error = await chatCompletion(
			{ endpointUrl: "https://api.example.test", messages, accessToken: TOKEN },
			{ fetch: browserFetch },
		).catch((caught: unknown) => caught);
		expect(calls).toHaveLength(1);
		expect(calls[0]?.redirect).toBe("manual");
		expect(error).toBeInstanceOf(InferenceClientProviderApiError);
		expect((error as InferenceClientProviderApiError).kind).toBe("http");
		expect((error as Error).message).toContain("does not follow a redirect the browser hides");
	});
});
