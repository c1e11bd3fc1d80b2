// A loopback HTTP server that answers as the Hub, the router and the providers from recorded exchanges.
// Requests are addressed as http://127.0.0.1:PORT/{original host}/{original path}, so a client pointed at
// `${url}/huggingface.co` (hub) and `${url}/router.huggingface.co` (router) talks to it unchanged.
import { readFileSync } from "node:fs";
import { createServer } from "node:http";
import { basename } from "node:path";
import { fileURLToPath } from "node:url";
import { PROVIDER_HOSTS, RECORDED_MODEL_TASKS } from "./recorded-tasks.mjs";

const SHARED = new URL("../../../shared/", import.meta.url);

/** @typedef {{ url: string, init: { method?: string, body?: string, headers?: Record<string,string> }, response: { body: string, status: number, headers: Record<string,string> } }} Exchange */

/** @returns {Exchange[]} */
export function loadExchanges(path = new URL("data/recorded-exchanges.json", SHARED)) {
	return Object.values(JSON.parse(readFileSync(path, "utf8")));
}

const ASSETS = {
	image: { file: "cats.png", type: "image/png" },
	audio: { file: "sample1.flac", type: "audio/flac" },
};

function parseJson(text) {
	try {
		return JSON.parse(text);
	} catch {
		return undefined;
	}
}

function sameJson(a, b) {
	return JSON.stringify(sortKeys(a)) === JSON.stringify(sortKeys(b));
}

function sortKeys(value) {
	if (Array.isArray(value)) return value.map(sortKeys);
	if (value && typeof value === "object") {
		return Object.fromEntries(
			Object.keys(value)
				.sort()
				.map((k) => [k, sortKeys(value[k])]),
		);
	}
	return value;
}

/** Candidate recorded URLs for a request URL (the router path and the provider's own host are interchangeable). */
function equivalentUrls(url) {
	const parsed = new URL(url);
	const urls = [url];
	if (parsed.host === "router.huggingface.co") {
		const [, provider, ...rest] = parsed.pathname.split("/");
		urls.push(`https://huggingface.co/api/inference-proxy${parsed.pathname}${parsed.search}`);
		const host = PROVIDER_HOSTS[provider];
		if (host) urls.push(`https://${host}/${rest.join("/")}${parsed.search}`);
	}
	return urls;
}

/** Builds the hub's inferenceProviderMapping for a model from what was recorded for it. */
export function recordedMapping(exchanges, modelId) {
	const mapping = {};
	const task = RECORDED_MODEL_TASKS[modelId];
	if (task) mapping["hf-inference"] = { providerId: modelId, status: "live", task };
	for (const exchange of exchanges) {
		const body = parseJson(exchange.init.body ?? "");
		if (!body || body.model !== modelId) continue;
		const host = new URL(exchange.url).host;
		const provider = Object.keys(PROVIDER_HOSTS).find((p) => PROVIDER_HOSTS[p] === host);
		if (!provider || mapping[provider]) continue;
		const path = new URL(exchange.url).pathname;
		const providerTask = path.endsWith("/chat/completions")
			? "conversational"
			: path.endsWith("/images/generations")
				? "text-to-image"
				: path.endsWith("/embeddings")
					? "feature-extraction"
					: "text-generation";
		mapping[provider] = { providerId: modelId, status: "live", task: providerTask };
	}
	return mapping;
}

function hubAnswer(exchanges, url) {
	const parsed = new URL(url);
	if (parsed.pathname === "/api/tasks") {
		const tasks = {};
		for (const [model, task] of Object.entries(RECORDED_MODEL_TASKS)) {
			tasks[task] ??= { id: task, models: [] };
			tasks[task].models.push({ id: model });
		}
		return { status: 200, body: tasks };
	}
	const match = /^\/api\/models\/(.+)$/.exec(parsed.pathname);
	if (match && parsed.searchParams.getAll("expand[]").includes("inferenceProviderMapping")) {
		const modelId = decodeURIComponent(match[1]);
		const mapping = recordedMapping(exchanges, modelId);
		if (Object.keys(mapping).length === 0) return { status: 404, body: { error: "Repository not found" } };
		return { status: 200, body: { _id: modelId, id: modelId, inferenceProviderMapping: mapping } };
	}
	return undefined;
}

/**
 * Finds the recorded exchange for a request: same method and URL, the same JSON body when one was
 * recorded; else the first successful exchange for that URL (`x-replay-match: url`), so a playground
 * with other inputs still gets a real answer of the right shape.
 */
export function findExchange(exchanges, method, url, bodyText) {
	const body = parseJson(bodyText);
	const candidates = exchanges.filter(
		(e) => (e.init.method ?? "GET") === method && equivalentUrls(url).includes(e.url),
	);
	const exact = candidates.find((e) => e.init.body !== undefined && sameJson(parseJson(e.init.body), body));
	if (exact) return { exchange: exact, match: "exact" };
	// Binary request bodies were not recorded: any non-JSON body matches them.
	const binary = body === undefined && candidates.find((e) => e.init.body === undefined);
	if (binary) return { exchange: binary, match: "binary" };
	// Prefer an answer of the same kind: a stream for a streaming request, a JSON answer otherwise.
	const streaming = body?.stream === true;
	const sameKind = (e) => (e.response.headers["content-type"] ?? "").startsWith("text/event-stream") === streaming;
	const fallback =
		candidates.find((e) => e.response.status < 400 && sameKind(e)) ??
		candidates.find((e) => e.response.status < 400) ??
		candidates[0];
	return fallback ? { exchange: fallback, match: "url" } : undefined;
}

function readAsset(kind) {
	const asset = ASSETS[kind];
	return { type: asset.type, bytes: readFileSync(fileURLToPath(new URL(`data/assets/${asset.file}`, SHARED))) };
}

/**
 * The replay as a Node request handler, so it can run on its own server or inside another one (the
 * playground's dev server mounts it under /replay). `prefix` is the path it is mounted under.
 */
export function createReplayHandler({ streamDelayMs = 15, exchanges = loadExchanges(), prefix = "" } = {}) {
	const requests = [];
	const handle = async (req, res) => {
		res.setHeader("access-control-allow-origin", "*");
		res.setHeader("access-control-allow-headers", "*");
		res.setHeader("access-control-allow-methods", "GET, POST, OPTIONS");
		res.setHeader("access-control-expose-headers", "x-request-id, x-replay-match");
		if (req.method === "OPTIONS") return void res.writeHead(204).end();
		const chunks = [];
		for await (const chunk of req) chunks.push(chunk);
		const bodyText = Buffer.concat(chunks).toString("utf8");
		const [, host, ...rest] = (req.url ?? "/").slice(prefix.length).split("/");
		const url = `https://${host}/${rest.join("/")}`;
		requests.push({ method: req.method, url, headers: req.headers, body: bodyText });

		if (host === "assets") {
			const kind = rest[0]?.endsWith(".png") ? "image/png" : "audio/flac";
			try {
				const bytes = readFileSync(fileURLToPath(new URL(`data/assets/${basename(rest.join("/"))}`, SHARED)));
				res.writeHead(200, { "content-type": rest[0]?.endsWith(".wav") ? "audio/wav" : kind });
				return void res.end(bytes);
			} catch {
				res.writeHead(404, { "content-type": "application/json" });
				return void res.end(JSON.stringify({ error: `No asset ${rest.join("/")}` }));
			}
		}
		const hub = host === "huggingface.co" ? hubAnswer(exchanges, url) : undefined;
		if (hub) {
			res.writeHead(hub.status, { "content-type": "application/json" });
			return void res.end(JSON.stringify(hub.body));
		}
		const found = findExchange(exchanges, req.method ?? "GET", url, bodyText);
		if (!found) {
			res.writeHead(404, { "content-type": "application/json" });
			return void res.end(JSON.stringify({ error: `No recorded exchange for ${req.method} ${url}` }));
		}
		const { response } = found.exchange;
		const type = response.headers["content-type"] ?? "application/octet-stream";
		const headers = {
			"content-type": type,
			"x-replay-match": found.match,
			"x-request-id": `replay-${requests.length}`,
		};
		if (type.startsWith("text/event-stream")) {
			res.writeHead(response.status, headers);
			for (const event of response.body.split(/(?<=\n\n)/)) {
				res.write(event);
				await new Promise((resolve) => setTimeout(resolve, streamDelayMs));
			}
			return void res.end();
		}
		if (response.body === "" && /^(image|audio)\//.test(type)) {
			const asset = readAsset(type.startsWith("image/") ? "image" : "audio");
			res.writeHead(response.status, { ...headers, "content-type": asset.type });
			return void res.end(asset.bytes);
		}
		res.writeHead(response.status, headers);
		res.end(response.body);
	};
	return { handle, requests };
}

/**
 * Starts the replay on its own server on 127.0.0.1. Options: port (0 = any free port), streamDelayMs
 * (pause between events of a recorded event stream, so streaming can be seen), exchanges.
 */
export async function startReplayServer({ port = 0, streamDelayMs = 15, exchanges = loadExchanges() } = {}) {
	const { handle, requests } = createReplayHandler({ streamDelayMs, exchanges });
	const server = createServer(handle);
	await new Promise((resolve) => server.listen(port, "127.0.0.1", resolve));
	const address = server.address();
	const base = `http://127.0.0.1:${typeof address === "object" && address ? address.port : port}`;
	return {
		url: base,
		hubUrl: `${base}/huggingface.co`,
		routerUrl: `${base}/router.huggingface.co`,
		requests,
		close: () => new Promise((resolve) => server.close(() => resolve(undefined))),
	};
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
	const port = Number(process.env.PORT ?? 8787);
	const server = await startReplayServer({ port });
	console.log(`replay server: hub ${server.hubUrl}  router ${server.routerUrl}`);
}
