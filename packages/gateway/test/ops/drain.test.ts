// SIGTERM drains `modelyard serve` (a child process): /readyz and new requests answer 503 at once, the streams in
// flight finish whole, then the process exits 0; a stream still running at --drain-timeout is cut.
import { afterEach, describe, expect, it } from "vitest";
import { CHAT_MODEL, chatProvider, type FakeUpstream, startFakeUpstream } from "../helpers/fake-upstream.js";
import { GATEWAY_KEY } from "../helpers/gateway-server.js";
import { type ServeProcess, startServe } from "./serve-process.js";

const STREAMS = 50;
const PIECES = Array.from({ length: 20 }, (_, i) => `p${i} `);

let upstream: FakeUpstream;
let serve: ServeProcess | undefined;
afterEach(async () => {
	serve?.child.kill("SIGKILL");
	await upstream?.close();
});

function chat(stream: boolean): Promise<Response> {
	return fetch(`${serve?.url}/v1/chat/completions`, {
		method: "POST",
		headers: { authorization: `Bearer ${GATEWAY_KEY}`, "content-type": "application/json" },
		body: JSON.stringify({ model: `${CHAT_MODEL}:groq`, stream, messages: [{ role: "user", content: "hi" }] }),
	});
}

/** The text of a stream's chunks, and whether it ended with [DONE]. */
async function readStream(response: Response): Promise<{ text: string; done: boolean }> {
	const body = await response.text();
	let text = "";
	for (const line of body.split("\n")) {
		if (!line.startsWith("data: ") || line === "data: [DONE]") continue;
		const chunk = JSON.parse(line.slice(6)) as { choices: { delta: { content?: string } }[] };
		text += chunk.choices[0]?.delta.content ?? "";
	}
	return { text, done: body.trimEnd().endsWith("data: [DONE]") };
}

async function untilStreamsOpen(count: number): Promise<void> {
	await expect
		.poll(() => upstream.requests.filter((request) => request.provider === "groq").length, { timeout: 20_000 })
		.toBe(count);
}

describe("SIGTERM drains", () => {
	it("50 streams open from a slow upstream: all finish whole, new requests and /readyz get 503 (/healthz 200), exit 0", async () => {
		upstream = await startFakeUpstream();
		// 20 pieces 150 ms apart: each stream runs about 3 s.
		upstream.answers.set("groq", chatProvider(PIECES, 150));
		serve = await startServe(upstream, { keys: [GATEWAY_KEY] }, ["--drain-timeout", "30000"]);
		expect((await fetch(`${serve.url}/readyz`)).status).toBe(200);
		const streams = Array.from({ length: STREAMS }, async () => {
			const response = await chat(true);
			expect(response.status).toBe(200);
			return readStream(response);
		});
		await untilStreamsOpen(STREAMS);
		serve.child.kill("SIGTERM");
		await expect.poll(async () => (await fetch(`${serve?.url}/readyz`)).status).toBe(503);
		// Alive, only not ready.
		expect((await fetch(`${serve.url}/healthz`)).status).toBe(200);
		const refused = await chat(false);
		expect(refused.status).toBe(503);
		expect(((await refused.json()) as { error: { code: string } }).error.code).toBe("draining");
		const results = await Promise.all(streams);
		expect(results).toEqual(Array.from({ length: STREAMS }, () => ({ text: PIECES.join(""), done: true })));
		const exit = await serve.done;
		expect(exit.code).toBe(0);
		expect(exit.stderr).toContain("draining");
		expect(exit.stderr).not.toContain("cut");
	}, 60_000);

	it("a stream still running at --drain-timeout is cut, and the process still exits 0 saying so", async () => {
		upstream = await startFakeUpstream();
		upstream.answers.set("groq", chatProvider(PIECES, 1_000));
		serve = await startServe(upstream, { keys: [GATEWAY_KEY] }, ["--drain-timeout", "1000"]);
		// Cut mid-body: reading it fails, as a client sees a cut stream.
		const stream = chat(true)
			.then(readStream)
			.catch(() => ({ text: "", done: false }));
		await untilStreamsOpen(1);
		const killedAt = Date.now();
		serve.child.kill("SIGTERM");
		const exit = await serve.done;
		expect(Date.now() - killedAt).toBeLessThan(5_000);
		expect(exit.code).toBe(0);
		expect(exit.stderr).toContain("1 request(s) still running at the drain deadline were cut");
		expect((await stream).done).toBe(false);
	}, 30_000);
});
