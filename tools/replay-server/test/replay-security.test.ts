// The replay server faced with what any local process or page can send: raw paths (backslashes, encoded dots)
// that fetch and URL would normalise away, bodies without end, and other origins.
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { PROVIDERS } from "@modelyard/inference";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
	createReplayHandler,
	PLAYGROUND_ORIGINS,
	providerHostsOf,
	type ReplayServer,
	sharedDirectory,
	startReplayServer,
} from "../server.mjs";
import { rawRequest } from "./raw-request.js";

const get = (server: ReplayServer, path: string, headers = "") =>
	rawRequest(server.url, `GET ${path} HTTP/1.1\nHost: 127.0.0.1\n${headers}`);

const providerHosts = providerHostsOf(PROVIDERS);
let server: ReplayServer;
beforeAll(async () => {
	server = await startReplayServer({ streamDelayMs: 0, providerHosts });
});
afterAll(() => server.close());

describe("replay server: sample files", () => {
	it("serves a sample file by its exact name", async () => {
		const answer = await get(server, "/assets/cats.png");
		expect(answer.status).toBe(200);
		expect(answer.headers["content-type"]).toBe("image/png");
	});

	it.each([
		"/assets/..\\..\\..\\..\\etc\\hostname",
		"/assets/..\\recorded-exchanges.json",
		"/assets/..\\..\\DESIGN.md",
		"/assets/..%5crecorded-exchanges.json",
		"/assets/%2e%2e/recorded-exchanges.json",
		"/assets/%2e%2e%2f%2e%2e%2fSPEC.md",
		"/assets/%2E%2E/%2E%2E/SPEC.md",
		"/assets/../recorded-exchanges.json",
		"/assets/cats%2epng",
		"/assets/cats.png/..",
		"/assets/./cats.png",
		"/assets/",
		"/assets/.",
	])("refuses %s, saying which names it serves and no path", async (path) => {
		const answer = await get(server, path);
		expect(answer.status).toBe(404);
		expect(answer.headers["content-type"]).toBe("application/json");
		const { error } = JSON.parse(answer.body) as { error: string };
		expect(error).toContain("cats.png");
		expect(error).not.toContain("/work");
		expect(error).not.toContain(new URL(sharedDirectory()).pathname);
	});

	it("reads the sample files of its own `shared` option, for matching and for stand-ins", async () => {
		// Another shared folder, whose cats.png holds other bytes (the invoice's).
		const folder = mkdtempSync(join(tmpdir(), "replay-shared-"));
		mkdirSync(join(folder, "data", "assets"), { recursive: true });
		const invoice = readFileSync(new URL("data/assets/invoice.png", sharedDirectory()));
		writeFileSync(join(folder, "data", "assets", "cats.png"), invoice);
		const url = "https://router.huggingface.co/hf-inference/models/someone/detector";
		const answer = (body: string, type: string) => ({ status: 200, body, headers: { "content-type": type } });
		const other = await startReplayServer({
			streamDelayMs: 0,
			providerHosts,
			shared: pathToFileURL(`${folder}/`),
			exchanges: [
				{ url, init: { method: "POST" }, input: "cats.png", response: answer("[]", "application/json") },
				{ url: `${url}-painter`, init: { method: "POST", body: "{}" }, response: answer("", "image/png") },
			],
		});
		try {
			const sent = await fetch(`${other.url}/router.huggingface.co/hf-inference/models/someone/detector`, {
				method: "POST",
				body: invoice,
			});
			expect(sent.headers.get("x-replay-match")).toBe("exact");
			const standIn = await fetch(`${other.url}/router.huggingface.co/hf-inference/models/someone/detector-painter`, {
				method: "POST",
				body: "{}",
			});
			expect(Buffer.from(await standIn.arrayBuffer()).equals(invoice)).toBe(true);
			expect((await get(other, "/assets/cheetah.png")).status).toBe(404);
		} finally {
			await other.close();
		}
	});
});

describe("replay server: what it keeps and reads", () => {
	it("keeps no log of the requests it answers", () => {
		const replay = createReplayHandler({ providerHosts, exchanges: [] });
		expect(Object.keys(replay)).toEqual(["handle"]);
		expect(Object.keys(server).sort()).toEqual(["close", "hubUrl", "routerUrl", "url"]);
	});

	it("answers 413 to a body said to be larger than it reads, without waiting for it", async () => {
		const answer = await rawRequest(
			server.url,
			`POST /router.huggingface.co/hf-inference/models/gpt2 HTTP/1.1\nHost: 127.0.0.1\nContent-Type: application/json\nContent-Length: ${64 * 1024 * 1024}`,
		);
		expect(answer.status).toBe(413);
		expect(JSON.parse(answer.body).error).toContain("too large");
	});

	it("answers 413 to a chunked body that grows past the limit, and keeps answering others", async () => {
		const small = await startReplayServer({ streamDelayMs: 0, providerHosts, maxBodyBytes: 4096 });
		try {
			const chunk = Buffer.alloc(3000, "a");
			const chunked = Buffer.concat([
				Buffer.from(`${chunk.length.toString(16)}\r\n`),
				chunk,
				Buffer.from(`\r\n${chunk.length.toString(16)}\r\n`),
				chunk,
				Buffer.from("\r\n0\r\n\r\n"),
			]);
			const answer = await rawRequest(
				small.url,
				"POST /router.huggingface.co/hf-inference/models/gpt2 HTTP/1.1\nHost: 127.0.0.1\nTransfer-Encoding: chunked",
				chunked,
			);
			expect(answer.status).toBe(413);
			expect((await get(small, "/status")).status).toBe(200);
		} finally {
			await small.close();
		}
	});
});

describe("replay server: origins", () => {
	it("answers the playground's own origin by name, never any origin", async () => {
		const origin = PLAYGROUND_ORIGINS[0] ?? "";
		const answer = await get(server, "/status", `Origin: ${origin}`);
		expect(answer.status).toBe(200);
		expect(answer.headers["access-control-allow-origin"]).toBe(origin);
		const preflight = await rawRequest(
			server.url,
			`OPTIONS /router.huggingface.co/x HTTP/1.1\nHost: 127.0.0.1\nOrigin: ${origin}\nAccess-Control-Request-Method: POST`,
		);
		expect(preflight.status).toBe(204);
		expect(preflight.headers["access-control-allow-origin"]).toBe(origin);
	});

	it("refuses a request from another page, preflight or not", async () => {
		for (const method of ["GET", "POST", "OPTIONS"]) {
			const answer = await rawRequest(
				server.url,
				`${method} /assets/cats.png HTTP/1.1\nHost: 127.0.0.1\nOrigin: http://attacker.example\nContent-Length: 0`,
			);
			expect(answer.status).toBe(403);
			expect(answer.headers["access-control-allow-origin"]).toBeUndefined();
		}
	});

	it("names no path of this machine when the recordings are missing", async () => {
		const empty = mkdtempSync(join(tmpdir(), "replay-none-"));
		const bare = await startReplayServer({ streamDelayMs: 0, providerHosts, shared: pathToFileURL(`${empty}/`) });
		try {
			for (const path of ["/status", "/router.huggingface.co/hf-inference/models/gpt2"]) {
				const answer = await get(bare, path);
				expect(answer.body).toContain("recorded-exchanges.json");
				expect(answer.body).not.toContain(empty);
				expect(answer.body).not.toContain(tmpdir());
			}
		} finally {
			await bare.close();
		}
	});
});

// The sample served is the shared file itself.
it("serves the sample's bytes", async () => {
	const answer = await fetch(`${server.url}/assets/invoice.png`);
	const expected = readFileSync(new URL("data/assets/invoice.png", sharedDirectory()));
	expect(Buffer.from(await answer.arrayBuffer()).equals(expected)).toBe(true);
});
