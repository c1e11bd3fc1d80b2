// The replay as the playground's dev server (`npm start`) and `vite preview` mount it under /replay: sent what any
// web page can send (an image tag needs no Origin), a malformed escape is a 400 and the server answers the next
// request; a Host naming another site that resolves here (DNS rebinding) is refused.
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { rawRequest } from "../../../tools/replay-server/test/raw-request.js";
import { type PlaygroundServer, startDevServer } from "./playground-server.js";

let dev: PlaygroundServer;
beforeAll(async () => {
	dev = await startDevServer({ loadsTheApp: false });
}, 60_000);
afterAll(() => dev?.close());

const SERVERS = [
	["the dev server", () => dev.url],
	["vite preview", () => inject("playgroundUrl")],
] as const;

const get = (url: string, target: string, headers = `Host: 127.0.0.1:${new URL(url).port}`) =>
	rawRequest(url, `GET ${target} HTTP/1.1\n${headers}`);

describe.each(SERVERS)("the replay mounted in %s", (_name, urlOf) => {
	it.each([
		"/replay/examples/%E0%A4%A",
		"/replay/huggingface.co/api/models/%E0%A4%A?expand[]=inferenceProviderMapping",
		"/replay/[/v1/chat/completions",
	])("GET %s: 400 with a JSON error, then the next request is answered", async (target) => {
		const url = urlOf();
		const answer = await get(url, target);
		expect(answer.status).toBe(400);
		expect(JSON.parse(answer.body).error).toMatch(/percent-escape|host name/);
		expect((await get(url, "/replay/status")).status).toBe(200);
	});

	it("refuses a Host naming another site, Origin or not, and answers its own address", async () => {
		const url = urlOf();
		const port = new URL(url).port;
		for (const headers of [
			`Host: evil.example:${port}`,
			`Host: evil.example:${port}\nOrigin: http://evil.example:${port}`,
		]) {
			const answer = await get(url, "/replay/status", headers);
			expect(answer.status).toBe(403);
			expect(answer.body).not.toContain("recordings");
		}
		expect((await get(url, "/replay/status", `Host: localhost:${port}`)).status).toBe(200);
	});
});
