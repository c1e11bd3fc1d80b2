// A loopback HTTP server that answers as the Hub, the router and the providers from recorded exchanges.
// Requests are addressed as http://127.0.0.1:PORT/{original host}/{original path}, so a client pointed at
// `${url}/huggingface.co` (hub) and `${url}/router.huggingface.co` (router) talks to it unchanged.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { createServer } from "node:http";
import { resolve, sep } from "node:path";
import { pathToFileURL } from "node:url";
import { RECORDED_BINARY_INPUTS, RECORDED_HUB_ALIASES, RECORDED_MODEL_TASKS } from "./recorded-tasks.mjs";
import { sampleFiles } from "./samples.mjs";

/**
 * The recordings and sample files, beside the repository (`../shared/`), or where `MODELYARD_SHARED_DIR` says.
 * A clone of this repository alone has none: see `recordingsAvailable`.
 */
export function sharedDirectory(env = process.env) {
	const chosen = env["MODELYARD_SHARED_DIR"];
	return chosen ? pathToFileURL(`${resolve(chosen)}${sep}`) : new URL("../../../shared/", import.meta.url);
}

/** True when the shared directory holds the recorded exchanges (a clone of this repository alone has none). */
export function recordingsAvailable(shared = sharedDirectory()) {
	return existsSync(new URL("data/recorded-exchanges.json", shared));
}

/**
 * What the replay answers to every recorded-answer request when the shared directory has no recordings. It
 * names no path of this machine: any page may read it (the dev server's terminal says where it looked).
 */
const MISSING_RECORDINGS = {
	recordings: false,
	error:
		"Recorded answers are not available: the shared directory (../shared beside this repository, or where MODELYARD_SHARED_DIR says) has no data/recorded-exchanges.json. Switch to online mode in Settings, or put the shared directory there.",
};

/** @typedef {{ url: string, init: { method?: string, body?: string, headers?: Record<string,string> }, response: { body: string, status: number, headers: Record<string,string> }, origin?: string, input?: string }} Exchange */

/** @returns {Exchange[]} */
export function loadExchanges(path = new URL("data/recorded-exchanges.json", sharedDirectory())) {
	return Object.values(JSON.parse(readFileSync(path, "utf8")));
}

/**
 * Our own answers (fixtures/*.json, each saying in `origin` how it was made) for recordings that were cut;
 * listed before the recordings so they win. Each names its `input` sample file when the request is binary.
 * @returns {Exchange[]}
 */
export function loadFixtures(directory = new URL("fixtures/", import.meta.url)) {
	return readdirSync(directory)
		.filter((name) => name.endsWith(".json"))
		.map((name) => JSON.parse(readFileSync(new URL(name, directory), "utf8")));
}

/** The sample file a binary exchange was sent, when known. */
function binaryInputOf(exchange) {
	if (exchange.input) return exchange.input;
	const model = /\/models\/(.+?)(?:\/v1\/.*)?$/.exec(new URL(exchange.url).pathname)?.[1];
	return model ? RECORDED_BINARY_INPUTS[model] : undefined;
}

/** The sample file standing in for a recorded image / audio answer whose bytes were not kept. */
const STAND_INS = { image: "cats.png", audio: "sample1.flac" };

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

/**
 * Each provider's own host, read from the client's provider files (`PROVIDERS` of @modelyard/inference), so a
 * router path `/{provider}/{route}` finds an exchange recorded against the provider's own host. hf-inference's
 * "own host" is a router path: it has none.
 * @param {Record<string, { id: string, host: string }>} providers
 * @returns {Record<string, string>}
 */
export function providerHostsOf(providers) {
	const hosts = {};
	for (const provider of Object.values(providers)) {
		const host = new URL(provider.host);
		if (host.pathname === "/") hosts[provider.id] = host.host;
	}
	return hosts;
}

/** Candidate recorded URLs for a request URL (the router path and the provider's own host are interchangeable). */
function equivalentUrls(url, providerHosts) {
	const parsed = new URL(url);
	const urls = [url];
	if (parsed.host === "router.huggingface.co") {
		const [, provider, ...rest] = parsed.pathname.split("/");
		urls.push(`https://huggingface.co/api/inference-proxy${parsed.pathname}${parsed.search}`);
		const host = providerHosts[provider];
		if (host) urls.push(`https://${host}/${rest.join("/")}${parsed.search}`);
	}
	return urls;
}

/** Builds the hub's inferenceProviderMapping for a model from what was recorded for it. */
export function recordedMapping(exchanges, modelId, providerHosts) {
	const mapping = {};
	const task = RECORDED_MODEL_TASKS[modelId];
	if (task) mapping["hf-inference"] = { providerId: modelId, status: "live", task };
	const aliases = RECORDED_HUB_ALIASES[modelId] ?? {};
	for (const exchange of exchanges) {
		const body = parseJson(exchange.init.body ?? "");
		const host = new URL(exchange.url).host;
		const provider = Object.keys(providerHosts).find((p) => providerHosts[p] === host);
		if (!body || !provider || mapping[provider]) continue;
		const providerId = aliases[provider] ?? modelId;
		if (body.model !== providerId) continue;
		const path = new URL(exchange.url).pathname;
		const providerTask = path.endsWith("/chat/completions")
			? "conversational"
			: path.endsWith("/images/generations")
				? "text-to-image"
				: path.endsWith("/embeddings")
					? "feature-extraction"
					: "text-generation";
		mapping[provider] = { providerId, status: "live", task: providerTask };
	}
	return mapping;
}

/**
 * The inputs a model's successful recordings were made with, so a client can offer exactly those offline:
 * `{ body }` for a JSON request (the body as sent) or `{ file }` for a binary one (the sample file's name).
 */
export function recordedExamples(exchanges, modelId) {
	const examples = new Map();
	for (const exchange of exchanges) {
		if (exchange.response.status >= 400 || (exchange.init.method ?? "GET") !== "POST") continue;
		const path = new URL(exchange.url).pathname;
		const body = parseJson(exchange.init.body ?? "");
		const forModel = path.endsWith(`/${modelId}`) || path.includes(`/${modelId}/v1/`) || body?.model === modelId;
		if (!forModel) continue;
		const example = exchange.init.body === undefined ? { file: binaryInputOf(exchange) } : body && { body };
		if (example && (example.file || example.body)) examples.set(JSON.stringify(sortKeys(example)), example);
	}
	return [...examples.values()];
}

function hubAnswer(exchanges, url, providerHosts) {
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
		const modelId = decodedPath(match[1], "model id");
		const mapping = recordedMapping(exchanges, modelId, providerHosts);
		if (Object.keys(mapping).length === 0) return { status: 404, body: { error: "Repository not found" } };
		return { status: 200, body: { _id: modelId, id: modelId, inferenceProviderMapping: mapping } };
	}
	return undefined;
}

/**
 * A request body as far as its answer goes. `stream_options` only asks for a usage event at the end of a
 * stream; the recorded stream is replayed as it was (without one, which a client reports as counted chunks).
 */
function answerDefining(body) {
	if (!body || typeof body !== "object" || !("stream_options" in body)) return body;
	const { stream_options: _asksForUsage, ...rest } = body;
	return rest;
}

/**
 * Finds the recorded exchange for a request: same method and URL, and the same JSON body (`stream_options`
 * aside, see answerDefining), or for a binary
 * body the same bytes as the sample file it was recorded with (read from `samples`, see samples.mjs; without them a
 * binary body matches by URL only) (`x-replay-match: exact`). Else the first
 * successful exchange for that URL (`x-replay-match: url`): an answer of the right shape, but to ANOTHER
 * input, which a client must not pass off as the answer to this one (the playground says so).
 */
export function findExchange(
	exchanges,
	providerHosts,
	method,
	url,
	bodyText,
	bodyBytes = Buffer.from(bodyText),
	samples = undefined,
) {
	const body = parseJson(bodyText);
	const candidates = exchanges.filter(
		(e) => (e.init.method ?? "GET") === method && equivalentUrls(url, providerHosts).includes(e.url),
	);
	const exact = candidates.find(
		(e) => e.init.body !== undefined && sameJson(answerDefining(parseJson(e.init.body)), answerDefining(body)),
	);
	if (exact) return { exchange: exact, match: "exact" };
	const sameFile = (e) => {
		const file = e.init.body === undefined ? binaryInputOf(e) : undefined;
		const sample = file === undefined ? undefined : samples?.get(file);
		return sample !== undefined && bodyBytes.equals(sample.bytes);
	};
	const binary = body === undefined && candidates.find(sameFile);
	if (binary) return { exchange: binary, match: "exact" };
	// Prefer an answer of the same kind: a stream for a streaming request, a JSON answer otherwise.
	const streaming = body?.stream === true;
	const sameKind = (e) => (e.response.headers["content-type"] ?? "").startsWith("text/event-stream") === streaming;
	const fallback =
		candidates.find((e) => e.response.status < 400 && sameKind(e)) ??
		candidates.find((e) => e.response.status < 400) ??
		candidates[0];
	return fallback ? { exchange: fallback, match: "url" } : undefined;
}

/** The largest request body the replay reads: the biggest sample file is under 4 MB. */
export const MAX_BODY_BYTES = 16 * 1024 * 1024;

/** The playground's own origins when it runs with `npm start` (the standalone server's default). */
export const PLAYGROUND_ORIGINS = ["http://127.0.0.1:5173", "http://localhost:5173"];

const ANSWER_HEADERS =
	"x-request-id, x-inference-provider, x-replay-match, x-replay-source, x-replay-stand-in, x-replay-missing";

function answerJson(res, status, body, headers = {}) {
	const text = JSON.stringify(body);
	res.writeHead(status, { "content-type": "application/json", "content-length": Buffer.byteLength(text), ...headers });
	res.end(text);
}

/**
 * A request's body, or undefined as soon as it passes `limit` bytes (said or sent): the rest is left unread, and
 * the caller answers 413 and closes the connection.
 */
function readBoundedBody(req, limit) {
	if (Number(req.headers["content-length"]) > limit) return Promise.resolve(undefined);
	return new Promise((resolve, reject) => {
		const chunks = [];
		let size = 0;
		const onData = (chunk) => {
			size += chunk.length;
			if (size <= limit) return void chunks.push(chunk);
			req.off("data", onData).off("end", onEnd).pause();
			resolve(undefined);
		};
		const onEnd = () => resolve(Buffer.concat(chunks));
		req.on("data", onData).on("end", onEnd).on("error", reject);
	});
}

/** Names that always mean this machine, whatever DNS says: a browser resolves `localhost` to loopback itself. */
const LOOPBACK_NAMES = new Set(["localhost", "127.0.0.1", "::1"]);

/**
 * Whether the request names, in `Host`, the address it arrived at (the socket's, so the listening server's): its
 * IP, or a loopback name on loopback. A page of another site whose name was made to resolve to this machine (DNS
 * rebinding) sends its own name there, and its same-origin requests carry no `Origin` to refuse: its name is
 * what gives it away. A request without `Host` (HTTP/1.0) comes from no browser.
 */
function addressedHere(req) {
	const host = req.headers.host;
	if (host === undefined) return true;
	const name = /^(?:\[([^\]]*)\]|([^:]*))(?::\d*)?$/.exec(host.toLowerCase());
	const hostname = name?.[1] ?? name?.[2];
	const address = (req.socket.localAddress ?? "").replace(/^::ffff:/, "");
	const loopback = address === "::1" || address.startsWith("127.");
	return hostname === address || (loopback && LOOPBACK_NAMES.has(hostname ?? ""));
}

/**
 * Whether a request may be answered: without an `Origin` (curl, a script, a same-origin GET) or from an origin
 * allowed: the playground's own. A page on the same origin as the handler (the dev server mounting it) is the
 * playground itself: its `Host` was checked first (addressedHere), so that origin is this server's.
 */
function originAllowed(req, allowedOrigins) {
	const origin = req.headers.origin;
	return origin === undefined || allowedOrigins.includes(origin) || origin === `http://${req.headers.host}`;
}

/** A request the replay cannot read (a malformed escape, a path naming no host): answered 400 with this message. */
class BadRequest extends Error {}

/** `decodeURIComponent`, or a BadRequest naming `what` held a malformed percent-escape. */
function decodedPath(text, what) {
	try {
		return decodeURIComponent(text);
	} catch {
		throw new BadRequest(`Malformed percent-escape in the ${what}: each % must start a UTF-8 escape such as %20.`);
	}
}

/** The recorded URL a request path stands for: `/{host}/{path}` -> `https://{host}/{path}`, or a BadRequest. */
function recordedUrlOf(path) {
	const [, host = "", ...rest] = path.split("/");
	const url = `https://${host}/${rest.join("/")}`;
	// `new URL` rather than URL.canParse, which Node 18.0 (the packages' floor, whose smoke test uses this server) lacks.
	try {
		new URL(url);
	} catch {
		throw new BadRequest("Paths are /{original host}/{original path}: the first segment is not a host name.");
	}
	return { host, rest, url };
}

/**
 * The replay as a Node request handler, so it can run on its own server or inside another one (the
 * playground's dev server mounts it under /replay). `prefix` is the path it is mounted under; `shared` the
 * directory of the recordings and sample files; `allowedOrigins` the pages (besides its own origin) that may
 * call it. It keeps nothing of the requests it answers.
 */
export function createReplayHandler({
	providerHosts,
	streamDelayMs = 15,
	exchanges,
	prefix = "",
	shared = sharedDirectory(),
	allowedOrigins = [],
	maxBodyBytes = MAX_BODY_BYTES,
} = {}) {
	if (!providerHosts) throw new TypeError("createReplayHandler needs providerHosts: providerHostsOf(PROVIDERS)");
	const available = exchanges !== undefined || recordingsAvailable(shared);
	const recorded =
		exchanges ??
		(available ? [...loadFixtures(), ...loadExchanges(new URL("data/recorded-exchanges.json", shared))] : []);
	const samples = sampleFiles(shared);
	let answered = 0;
	const answer = async (req, res) => {
		if (!addressedHere(req)) {
			return answerJson(res, 403, {
				error:
					"This replay server answers requests addressed to its own address (127.0.0.1 or localhost): the Host header names another.",
			});
		}
		if (!originAllowed(req, allowedOrigins)) {
			return answerJson(res, 403, {
				error: "This replay server answers the playground only: requests from other pages are refused.",
			});
		}
		if (req.headers.origin !== undefined) {
			res.setHeader("access-control-allow-origin", req.headers.origin);
			res.setHeader("vary", "origin");
			res.setHeader("access-control-allow-headers", "*");
			res.setHeader("access-control-allow-methods", "GET, POST, OPTIONS");
			res.setHeader("access-control-expose-headers", ANSWER_HEADERS);
		}
		if (req.method === "OPTIONS") return void res.writeHead(204).end();
		const bodyBytes = await readBoundedBody(req, maxBodyBytes);
		if (bodyBytes === undefined) {
			return answerJson(
				res,
				413,
				{ error: `Request body too large: the replay reads at most ${maxBodyBytes} bytes.` },
				{ connection: "close" },
			);
		}
		const bodyText = bodyBytes.toString("utf8");
		const { host, rest, url } = recordedUrlOf((req.url ?? "/").slice(prefix.length));
		answered++;

		if (host === "status") return answerJson(res, 200, available ? { recordings: true } : MISSING_RECORDINGS);
		if (!available) return answerJson(res, 503, MISSING_RECORDINGS, { "x-replay-missing": "recordings" });
		if (host === "assets") {
			// The exact name, undecoded: see samples.mjs.
			const sample = rest.length === 1 ? samples.get(rest[0]) : undefined;
			if (!sample) {
				return answerJson(res, 404, {
					error: `No such sample file. The sample files are: ${samples.names.join(", ")}.`,
				});
			}
			res.writeHead(200, { "content-type": sample.type });
			return void res.end(sample.bytes);
		}
		if (host === "examples") {
			const model = decodedPath(rest.join("/"), "model id");
			return answerJson(res, 200, { examples: recordedExamples(recorded, model) });
		}
		const hub = host === "huggingface.co" ? hubAnswer(recorded, url, providerHosts) : undefined;
		if (hub) return answerJson(res, hub.status, hub.body);
		const found = findExchange(recorded, providerHosts, req.method ?? "GET", url, bodyText, bodyBytes, samples);
		if (!found) return answerJson(res, 404, { error: `No recorded exchange for ${req.method} ${url}` });
		const { response } = found.exchange;
		const type = response.headers["content-type"] ?? "application/octet-stream";
		const headers = {
			"content-type": type,
			"x-replay-match": found.match,
			"x-replay-source": found.exchange.origin ? "fixture" : "recording",
			"x-request-id": `replay-${answered}`,
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
			// The recording kept no copy of the image / audio: a sample file stands in, and the header says so.
			const file = STAND_INS[type.startsWith("image/") ? "image" : "audio"];
			const sample = samples.get(file);
			res.writeHead(response.status, { ...headers, "content-type": sample.type, "x-replay-stand-in": file });
			return void res.end(sample.bytes);
		}
		res.writeHead(response.status, headers);
		res.end(response.body);
	};
	/** Never rejects: bad input is a 400, anything else a 500 naming no path, a failure mid-answer a closed connection. */
	const handle = async (req, res) => {
		try {
			await answer(req, res);
		} catch (error) {
			if (res.headersSent) return void res.destroy();
			if (error instanceof BadRequest) return answerJson(res, 400, { error: error.message });
			console.error("replay server:", error);
			answerJson(res, 500, { error: "The replay server failed on this request: its terminal says why." });
		}
	};
	return { handle };
}

/**
 * Starts the replay on its own server on 127.0.0.1. Options: port (0 = any free port), streamDelayMs
 * (pause between events of a recorded event stream, so streaming can be seen), exchanges, providerHosts (each
 * provider's own host: `providerHostsOf(PROVIDERS)`), shared, allowedOrigins (default: the playground's
 * `npm start` origins), maxBodyBytes.
 */
export async function startReplayServer({ port = 0, allowedOrigins = PLAYGROUND_ORIGINS, ...options } = {}) {
	const { handle } = createReplayHandler({ ...options, allowedOrigins });
	const server = createServer(handle);
	await new Promise((resolve) => server.listen(port, "127.0.0.1", resolve));
	const address = server.address();
	const base = `http://127.0.0.1:${typeof address === "object" && address ? address.port : port}`;
	return {
		url: base,
		hubUrl: `${base}/huggingface.co`,
		routerUrl: `${base}/router.huggingface.co`,
		close: () => new Promise((resolve) => server.close(() => resolve(undefined))),
	};
}
