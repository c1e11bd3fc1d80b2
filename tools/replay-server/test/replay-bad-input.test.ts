// The replay server as its own process, sent what any local program or web page can send: malformed escapes and
// request lines (an image tag needs no Origin), and a Host naming another site that resolves here (DNS rebinding).
// Each gets its answer; the process lives on and answers the next request.
import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rawRequest } from "./raw-request.js";

const SERVER = new URL("../server.mjs", import.meta.url).href;
// A recorded exchange, so the hub and router paths run their real lookups; no shared directory needed.
const START = `
import { startReplayServer } from ${JSON.stringify(SERVER)};
const exchanges = [{
	url: "https://router.huggingface.co/hf-inference/models/someone/model",
	init: { method: "POST", body: "{}" },
	response: { status: 200, body: "[]", headers: { "content-type": "application/json" } },
}];
const server = await startReplayServer({ providerHosts: {}, streamDelayMs: 0, exchanges });
console.log(server.url);
`;

let child: ChildProcess;
let url = "";
const exits: (number | null)[] = [];

beforeAll(async () => {
	child = spawn(process.execPath, ["--input-type=module", "-e", START], { stdio: ["ignore", "pipe", "pipe"] });
	child.on("exit", (code) => exits.push(code));
	const [line] = (await once(child.stdout as NodeJS.ReadableStream, "data")) as [Buffer];
	url = line.toString().trim();
});
afterAll(() => {
	child.kill();
});

const port = () => new URL(url).port;
const get = (target: string, headers = `Host: 127.0.0.1:${port()}`) =>
	rawRequest(url, `GET ${target} HTTP/1.1\n${headers}`);

/** The server answers a plain request afterwards: the process is alive and serving. */
async function expectStillServing(): Promise<void> {
	const status = await get("/status");
	expect(status.status).toBe(200);
	expect(exits).toEqual([]);
}

describe("replay server: malformed input is a 400, and the server goes on", () => {
	it.each([
		["a malformed escape in an examples model id", "/examples/%E0%A4%A"],
		["a lone % in an examples model id", "/examples/org/%zz"],
		["a malformed escape in a hub model id", "/huggingface.co/api/models/%E0%A4%A?expand[]=inferenceProviderMapping"],
		["a first segment that is no host name", "/[/v1/chat/completions"],
		["an escaped NUL as the host", "/x%00/y"],
	])("%s (%s): 400 with a JSON error saying what was wrong", async (_what, target) => {
		const answer = await get(target);
		expect(answer.status).toBe(400);
		expect(answer.headers["content-type"]).toBe("application/json");
		expect(JSON.parse(answer.body).error).toMatch(/percent-escape|host name/);
		await expectStillServing();
	});

	it.each([
		["a request line with spaces in the target", "GET /a b HTTP/1.1"],
		["a request line that is no HTTP", "HELLO"],
		["a header line without a colon", "GET /status HTTP/1.1\nnot a header"],
	])("%s: 400, then the next request is answered", async (_what, head) => {
		const answer = await rawRequest(url, `${head}\nHost: 127.0.0.1:${port()}`);
		expect(answer.status).toBe(400);
		await expectStillServing();
	});

	it("decodes a well-formed escape as before: the examples of someone%2Fmodel are someone/model's", async () => {
		const answer = await get("/examples/someone%2Fmodel");
		expect(answer.status).toBe(200);
		expect(answer.body).toContain('{"examples":[{"body":{}}]}');
	});
});

describe("replay server: Host must name the address it listens on (DNS rebinding)", () => {
	it.each([
		["another site's name, no Origin (a same-origin GET of the rebound page)", "Host: evil.example:PORT"],
		["another site's name with its own origin", "Host: evil.example:PORT\nOrigin: http://evil.example:PORT"],
		["a name that merely starts like localhost", "Host: localhost.evil.example:PORT"],
		["another machine's address", "Host: 10.0.0.1:PORT"],
	])("%s: 403, nothing of the recordings", async (_what, headers) => {
		const answer = await get("/status", headers.replaceAll("PORT", port()));
		expect(answer.status).toBe(403);
		expect(answer.headers["access-control-allow-origin"]).toBeUndefined();
		expect(JSON.parse(answer.body).error).toContain("Host");
		await expectStillServing();
	});

	it.each([`Host: 127.0.0.1:PORT`, `Host: localhost:PORT`, `Host: LOCALHOST:PORT`, `Host: 127.0.0.1`])(
		"answers a request addressed to it (%s)",
		async (headers) => {
			expect((await get("/status", headers.replaceAll("PORT", port()))).status).toBe(200);
		},
	);

	it("answers its own origin by the address it listens on", async () => {
		const headers = `Host: 127.0.0.1:${port()}\nOrigin: http://127.0.0.1:${port()}`;
		const answer = await get("/status", headers);
		expect(answer.status).toBe(200);
		expect(answer.headers["access-control-allow-origin"]).toBe(`http://127.0.0.1:${port()}`);
	});
});
