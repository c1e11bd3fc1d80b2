/**
 * The raw-HTTP snippets of fal's queued tasks, run as a person runs them (node, python3 with requests, bash with
 * curl) against a loopback fake of fal's queue: submit, IN_QUEUE, COMPLETED, the result, the output's download.
 * The snippet's only host (the router, or fal's queue host for a direct call) is pointed at the fake.
 */
import { execFileSync, spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { getInferenceSnippets, type InferenceSnippet } from "@modelyard/inference/snippets";
import { afterAll, describe, expect, it } from "vitest";
import { GOLDEN_CASES, mappingFor } from "./cases.js";

const FILE_EXTENSIONS = { js: "mjs", python: "py", sh: "sh" } as const;
const RUNNERS = { js: process.execPath, python: "python3", sh: "bash" } as const;

/** The interpreters and libraries a person running these snippets has; a machine without them says what to install. */
function requireTools(): void {
	for (const [command, check] of [
		["curl", ["curl", "--version"]],
		["python3 with requests", ["python3", "-c", "import requests"]],
	] as const) {
		try {
			execFileSync(check[0], check.slice(1), { stdio: "ignore" });
		} catch {
			throw new Error(
				`Running the snippets needs ${command}: apt-get install -y curl python3-requests (.ci/run does).`,
			);
		}
	}
}
requireTools();

const OUTPUT_BYTES = Buffer.from("not really a png, but the bytes the download must keep\u0000\u00ff");
const REQUEST_PATH = "/fal-ai/flux/requests/r1";

interface Seen {
	method: string;
	url: string;
	authorization: string | undefined;
	body: string;
}

interface FakeQueue {
	url: string;
	seen: Seen[];
	close(): Promise<void>;
}

const readBody = async (request: IncomingMessage): Promise<string> => {
	const chunks: Buffer[] = [];
	for await (const chunk of request) chunks.push(chunk as Buffer);
	return Buffer.concat(chunks).toString("utf8");
};

/**
 * fal's queue on loopback: the receipt names the request on fal's host (`https://queue.fal.run/...`) as fal does,
 * or on the fake itself for a direct call (`onOwnHost`); the status answers `statuses` in turn; the result names
 * `mediaUrl` (default: the fake's `/files/out.png`).
 */
async function startFakeQueue(options: {
	statuses: string[];
	onOwnHost?: boolean;
	mediaUrl?: string;
	/** An HTTP error the result answers with, instead of the result. */
	resultError?: number;
}): Promise<FakeQueue> {
	const seen: Seen[] = [];
	const statuses = [...options.statuses];
	let url = "";
	const server = createServer(async (request, response) => {
		const body = await readBody(request);
		const path = new URL(request.url ?? "/", url).pathname;
		seen.push({
			method: request.method ?? "",
			url: request.url ?? "",
			authorization: request.headers.authorization,
			body,
		});
		const json = (value: unknown) => {
			response.writeHead(200, { "content-type": "application/json" });
			response.end(JSON.stringify(value));
		};
		if (request.method === "POST") {
			const host = options.onOwnHost ? url : "https://queue.fal.run";
			return json({ request_id: "r1", status: "IN_QUEUE", response_url: `${host}${REQUEST_PATH}` });
		}
		if (path.endsWith(`${REQUEST_PATH}/status`)) return json({ status: statuses.shift() ?? "COMPLETED" });
		if (path.endsWith(REQUEST_PATH) && options.resultError) {
			response.writeHead(options.resultError, { "content-type": "application/json" });
			return void response.end(JSON.stringify({ detail: "boom" }));
		}
		if (path.endsWith(REQUEST_PATH)) {
			return json({
				images: [{ url: options.mediaUrl ?? `${url}/files/out.png`, content_type: "image/png" }],
				seed: 1,
			});
		}
		if (path === "/files/out.png") {
			response.writeHead(200, { "content-type": "image/png" });
			return void response.end(OUTPUT_BYTES);
		}
		response.writeHead(404, { "content-type": "application/json" });
		response.end(JSON.stringify({ detail: "not found" }));
	});
	await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
	url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
	return { url, seen, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

interface Run {
	code: number | null;
	stdout: string;
	stderr: string;
	/** The file the snippet saved, if any. */
	saved: Buffer | undefined;
}

const folders: string[] = [];
afterAll(() => {
	for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

/** Runs a snippet in a folder of its own (holding `files`), with the tokens in the environment, to its end. */
async function runSnippet(snippet: InferenceSnippet, files: Record<string, Buffer> = {}): Promise<Run> {
	const folder = mkdtempSync(join(tmpdir(), "queued-snippet-"));
	folders.push(folder);
	for (const [name, bytes] of Object.entries(files)) writeFileSync(join(folder, name), bytes);
	const file = `snippet.${FILE_EXTENSIONS[snippet.language]}`;
	writeFileSync(join(folder, file), snippet.content);
	const env = { PATH: process.env["PATH"] ?? "", HF_TOKEN: "hf_runToken", FAL_KEY: "fal_runKey" };
	const child = spawn(RUNNERS[snippet.language], [file], { cwd: folder, env });
	let stdout = "";
	let stderr = "";
	child.stdout.on("data", (chunk) => (stdout += chunk));
	child.stderr.on("data", (chunk) => (stderr += chunk));
	const code = await new Promise<number | null>((resolve) => child.on("close", resolve));
	let saved: Buffer | undefined;
	try {
		saved = readFileSync(join(folder, "output.png"));
	} catch {
		saved = undefined;
	}
	return { code, stdout, stderr, saved };
}

const RAW_CLIENTS = ["js/fetch", "python/requests", "sh/curl"] as const;

/** The raw-HTTP snippet of a golden case, its host pointed at the fake. */
function snippetFor(caseName: string, client: string, from: string, to: string, opts = {}): InferenceSnippet {
	const testCase = GOLDEN_CASES.find((candidate) => candidate.name === caseName);
	if (!testCase) throw new Error(`no case ${caseName}`);
	const snippets = getInferenceSnippets(testCase.model, "", testCase.provider, mappingFor(testCase), opts);
	const snippet = snippets.find((candidate) => `${candidate.language}/${candidate.client}` === client);
	if (!snippet) throw new Error(`no ${client} snippet for ${caseName}`);
	expect(snippet.content).toContain(from);
	return { ...snippet, content: snippet.content.replaceAll(from, to) };
}

const ROUTER = "https://router.huggingface.co";

describe("fal queued jobs: the raw-HTTP snippets follow the whole job", () => {
	it.concurrent.each(RAW_CLIENTS)(
		"%s through the router: submits, polls IN_QUEUE then COMPLETED, reads the result, saves the download",
		async (client) => {
			const queue = await startFakeQueue({ statuses: ["IN_QUEUE", "COMPLETED"] });
			try {
				const run = await runSnippet(snippetFor("text-to-image-fal-ai", client, ROUTER, queue.url));
				expect(run.code, run.stderr).toBe(0);
				expect(run.saved?.equals(OUTPUT_BYTES)).toBe(true);
				expect(run.stdout).toContain("Saved output.png");
				// The request's path from fal's receipt, below the router's fal-ai base, with the router's query.
				expect(queue.seen.map(({ method, url }) => `${method} ${url}`)).toEqual([
					"POST /fal-ai/fal-ai/flux/dev?_subdomain=queue",
					`GET /fal-ai${REQUEST_PATH}/status?_subdomain=queue`,
					`GET /fal-ai${REQUEST_PATH}/status?_subdomain=queue`,
					`GET /fal-ai${REQUEST_PATH}?_subdomain=queue`,
					"GET /files/out.png",
				]);
				// The hub token on every call to the router, and never to the output's host.
				expect(queue.seen.map(({ authorization }) => authorization)).toEqual([
					...Array(4).fill("Bearer hf_runToken"),
					undefined,
				]);
				expect(JSON.parse(queue.seen[0]?.body ?? "")).toEqual({
					prompt: expect.any(String),
					sync_mode: true,
				});
			} finally {
				await queue.close();
			}
		},
	);

	it.concurrent.each(RAW_CLIENTS)(
		"%s: an output given as a data: URL (sync_mode) is decoded and saved",
		async (client) => {
			const queue = await startFakeQueue({
				statuses: ["COMPLETED"],
				mediaUrl: `data:image/png;base64,${OUTPUT_BYTES.toString("base64")}`,
			});
			try {
				const run = await runSnippet(snippetFor("text-to-image-fal-ai", client, ROUTER, queue.url));
				expect(run.code, run.stderr).toBe(0);
				expect(run.saved?.equals(OUTPUT_BYTES)).toBe(true);
			} finally {
				await queue.close();
			}
		},
	);

	it.concurrent.each(RAW_CLIENTS)(
		"%s: a job that ends FAILED stops with an error naming the status, no result read",
		async (client) => {
			const queue = await startFakeQueue({ statuses: ["IN_QUEUE", "FAILED"] });
			try {
				const run = await runSnippet(snippetFor("text-to-image-fal-ai", client, ROUTER, queue.url));
				expect(run.code).not.toBe(0);
				expect(run.stderr).toContain("The job ended with status FAILED");
				expect(run.saved).toBeUndefined();
				expect(queue.seen.map(({ url }) => url).filter((url) => !url.includes("/status"))).toHaveLength(1);
			} finally {
				await queue.close();
			}
		},
	);

	it.concurrent.each(RAW_CLIENTS)("%s: a result answered 500 stops with an error naming the status", async (client) => {
		const queue = await startFakeQueue({ statuses: ["COMPLETED"], resultError: 500 });
		try {
			const run = await runSnippet(snippetFor("text-to-image-fal-ai", client, ROUTER, queue.url));
			expect(run.code).not.toBe(0);
			expect(run.stderr).toMatch(/\b500\b/);
			expect(run.saved).toBeUndefined();
		} finally {
			await queue.close();
		}
	});

	it.concurrent.each(RAW_CLIENTS)(
		"%s with a fal key (direct): the image sent as a data: URL in both fields, the receipt's URL followed as given",
		async (client) => {
			const queue = await startFakeQueue({ statuses: ["IN_QUEUE", "COMPLETED"], onOwnHost: true });
			const image = Buffer.from([0x89, 0x50, 0x4e, 0x47, 1, 2, 3, 255]);
			try {
				const snippet = snippetFor("image-to-image-fal-ai", client, "https://queue.fal.run", queue.url, {
					directRequest: true,
				});
				const run = await runSnippet(snippet, { "cat.png": image });
				expect(run.code, run.stderr).toBe(0);
				expect(run.saved?.equals(OUTPUT_BYTES)).toBe(true);
				expect(queue.seen.map(({ method, url }) => `${method} ${url}`)).toEqual([
					"POST /fal-ai/flux-kontext/dev",
					`GET ${REQUEST_PATH}/status`,
					`GET ${REQUEST_PATH}/status`,
					`GET ${REQUEST_PATH}`,
					"GET /files/out.png",
				]);
				expect(queue.seen.slice(0, 4).map(({ authorization }) => authorization)).toEqual(
					Array(4).fill("Key fal_runKey"),
				);
				const dataUrl = `data:image/png;base64,${image.toString("base64")}`;
				expect(JSON.parse(queue.seen[0]?.body ?? "")).toMatchObject({ image_url: dataUrl, image_urls: [dataUrl] });
			} finally {
				await queue.close();
			}
		},
	);

	it("never print a given token: a hub token is read from HF_TOKEN, a fal key from FAL_KEY (scheme Key)", () => {
		const testCase = GOLDEN_CASES.find((candidate) => candidate.name === "text-to-image-fal-ai");
		if (!testCase) throw new Error("no text-to-image-fal-ai case");
		for (const [token, variable, scheme] of [
			["hf_givenToken123", "HF_TOKEN", "Bearer"],
			["fal_givenKey123", "FAL_KEY", "Key"],
		] as const) {
			const snippets = getInferenceSnippets(testCase.model, token, "fal-ai", mappingFor(testCase));
			const raw = snippets.filter((snippet) =>
				RAW_CLIENTS.some((id) => id === `${snippet.language}/${snippet.client}`),
			);
			expect(raw).toHaveLength(3);
			for (const { content } of raw) {
				expect(content).not.toContain(token);
				expect(content).toContain(variable);
				expect(content).toContain(`${scheme} `);
			}
		}
	});
});
