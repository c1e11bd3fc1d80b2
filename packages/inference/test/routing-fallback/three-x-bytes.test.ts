// Proof that a 3.x call (one provider, none of the routing options) sends the same bytes as before provider lists
// existed: every request such calls make (method, path, headers, body) is compared with a capture taken from the
// client before routing with fallback was added (three-x-requests.json, written once with WRITE_GOLDEN=1).
import { readFileSync, writeFileSync } from "node:fs";
import { createServer, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, expect, it } from "vitest";
import { chatCompletion, chatCompletionStream, featureExtraction, HubCache, textToImage } from "../../src/index.js";
import { writeEvent } from "../faults/loopback.js";

const GOLDEN = new URL("./three-x-requests.json", import.meta.url);
const TOKEN = "hf_threeXbytes0000000000000000";
const KEY = "tgp_v1_threexkey000000";

interface Captured {
	method: string;
	path: string;
	headers: Record<string, string>;
	body: string;
}

const captured: Captured[] = [];
const http = createServer((request, response) => {
	const chunks: Buffer[] = [];
	request.on("data", (chunk: Buffer) => chunks.push(chunk));
	request.on("end", () => {
		const { host: _host, ...headers } = request.headers as Record<string, string>;
		captured.push({
			method: request.method ?? "",
			path: request.url ?? "",
			headers,
			body: Buffer.concat(chunks).toString("base64"),
		});
		answer(request.url ?? "", response);
	});
});
let baseUrl = "";

beforeAll(async () => {
	await new Promise<void>((resolve) => http.listen(0, "127.0.0.1", resolve));
	baseUrl = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => http.close(() => resolve())));

function answer(path: string, response: ServerResponse): void {
	if (path.startsWith("/api/models/")) {
		const mapping = path.includes("embed")
			? { "hf-inference": { providerId: "org/embed", status: "live", task: "feature-extraction" } }
			: {
					together: { providerId: "together/model", status: "live", task: "conversational" },
					"fireworks-ai": { providerId: "fireworks/model", status: "live", task: "conversational" },
					"hf-inference": { providerId: "org/image", status: "live", task: "text-to-image" },
				};
		response.setHeader("content-type", "application/json");
		response.end(JSON.stringify({ inferenceProviderMapping: mapping }));
		return;
	}
	if (path.includes("stream") || path.includes("fireworks")) {
		response.setHeader("content-type", "text/event-stream");
		writeEvent(response, { id: "c", created: 1, model: "m", choices: [{ index: 0, delta: { content: "hi" } }] });
		writeEvent(response, "[DONE]");
		response.end();
		return;
	}
	if (path.includes("chat/completions")) {
		response.setHeader("content-type", "application/json");
		response.end(
			JSON.stringify({ id: "c", created: 1, model: "m", system_fingerprint: null, usage: {}, choices: [{ index: 0 }] }),
		);
		return;
	}
	if (path.includes("embed")) {
		response.setHeader("content-type", "application/json");
		response.end("[0.5, 0.25]");
		return;
	}
	response.setHeader("content-type", "image/png");
	response.end(Buffer.from([137, 80, 78, 71]));
}

/** Direct calls go to the provider's own host: sent to the loopback server instead, path and bytes unchanged. */
function toLoopback(): typeof fetch {
	return (input, init) => {
		const url = new URL(String(input));
		return fetch(`${baseUrl}${url.pathname}${url.search}`, init);
	};
}

it("3.x calls (one provider, no routing options) send the same requests, byte for byte, as before provider lists", async () => {
	const options = () => ({ hubUrl: baseUrl, routerUrl: baseUrl, hubCache: new HubCache() });
	const messages = [{ role: "user", content: "Hello" }];
	await chatCompletion(
		{ accessToken: TOKEN, model: "org/chat", provider: "together", messages, max_tokens: 5 },
		options(),
	);
	for await (const _ of chatCompletionStream(
		{ accessToken: TOKEN, model: "org/chat-stream", provider: "fireworks-ai", messages },
		options(),
	)) {
		// drained
	}
	await chatCompletion(
		{ accessToken: KEY, model: "org/chat", provider: "together", messages },
		{ ...options(), fetch: toLoopback() },
	);
	await textToImage({ accessToken: TOKEN, model: "org/image", inputs: "a cat" }, options());
	await featureExtraction({ accessToken: TOKEN, model: "org/embed", provider: "auto", inputs: "x" }, options());
	await chatCompletion({ accessToken: TOKEN, model: "org/chat:fastest", messages }, options());
	// The client appends the runtime's own user agent where `navigator` has one (Node 21+, Bun, Deno, browsers), as
	// 3.x does; the golden was taken on a Node without it, so the suffix is checked here, then left out.
	const runtimeAgent = typeof navigator === "undefined" ? "" : ` ${navigator.userAgent}`;
	const ours = (agent: string | undefined): agent is string => agent?.startsWith("@modelyard/inference/") === true;
	const agents = captured.map((request) => request.headers["user-agent"]).filter(ours);
	expect(agents.length).toBeGreaterThan(0);
	for (const agent of agents) expect(agent.endsWith(runtimeAgent)).toBe(true);
	const asCaptured = captured.map((request) => {
		const agent = request.headers["user-agent"];
		if (!ours(agent) || runtimeAgent === "") return request;
		return { ...request, headers: { ...request.headers, "user-agent": agent.slice(0, -runtimeAgent.length) } };
	});
	if (process.env.WRITE_GOLDEN === "1") writeFileSync(GOLDEN, `${JSON.stringify(asCaptured, null, "\t")}\n`);
	expect(asCaptured).toEqual(JSON.parse(readFileSync(GOLDEN, "utf8")));
});
