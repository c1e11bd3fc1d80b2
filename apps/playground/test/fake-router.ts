// Test support: a loopback Hub + router that streams OpenAI-style chat chunks (with `usage` when asked
// for), for what a recording cannot answer: second turns, error answers on demand, slow replies, a
// microphone recording; it also answers text-to-image, speech recognition, text-to-speech and text-to-audio
// calls, and runs fal-ai's queue (submit, status, result, media download) for the image-to-video and
// image-text-to-image models.
import { readFileSync } from "node:fs";
import { createServer, type IncomingMessage } from "node:http";
import { listenOnLoopback } from "./loopback.js";

/** What the next chat call is answered with. */
export interface FakeReply {
	/** An error status answered instead of a reply. */
	status?: number;
	chunks?: string[];
	/** Sent as the last event of a stream when the request asked for it, and in every JSON answer. */
	usage?: { prompt_tokens: number; completion_tokens: number } | false;
	/** Pause before each chunk. */
	delayMs?: number;
	/** Chunks sent before the stream stalls until the caller hangs up: a slow reply a test stops, whatever the load. */
	stallAfter?: number;
}

export interface FakeRequest {
	url: string;
	/** The JSON body; empty for a binary one. */
	body: Record<string, unknown> & { messages?: Array<{ role: string; content: string }> };
	bytes: number;
}

export interface FakeRouter {
	hubUrl: string;
	routerUrl: string;
	requests: FakeRequest[];
	/** Queues the answer of a coming chat call; without one, a short default reply. */
	reply(reply: FakeReply): void;
	/** The answer of the next call to a given model (for calls running at the same time). */
	replyFor(model: string, reply: FakeReply): void;
	/** Whether queued jobs of models named `...hold...` stay in progress (a reload mid-job); true at first. */
	holdJobs(held: boolean): void;
	/** The next status reads (or cancels) of the queued job are answered with these HTTP error statuses, in turn. */
	failQueue(follow: "status" | "cancel", statuses: number[]): void;
	close(): Promise<void>;
}

const PROVIDERS = ["hf-inference", "together", "cohere", "novita"];
const asset = (file: string) => readFileSync(new URL(`../../../../shared/data/assets/${file}`, import.meta.url));
const SAMPLE_IMAGE = asset("cats.png");
const SAMPLE_AUDIO = asset("sample1.flac");
export const FAKE_TRANSCRIPT = "words heard by the fake router";
/** The one token the fake Hub's whoami accepts. */
export const FAKE_HUB_TOKEN = "hf_fake_valid_token";
/** How many status polls a queued job stays in progress before it completes. */
const QUEUE_POLLS_IN_PROGRESS = 2;
/** The task the fake Hub gives a model, by its name; every other model chats. */
const taskOf = (model: string) =>
	/i2v/i.test(model)
		? "image-to-video"
		: /kontext/i.test(model)
			? "image-text-to-image"
			: /musicgen/i.test(model)
				? "text-to-audio"
				: taskOfOthers(model);
const taskOfOthers = (model: string) =>
	/diffusion|flux/i.test(model)
		? "text-to-image"
		: /wav2vec|whisper/i.test(model)
			? "automatic-speech-recognition"
			: /vits|tts/i.test(model)
				? "text-to-speech"
				: "conversational";
/** Tasks the fake serves through fal-ai's queue only. */
const FAL_QUEUED = new Set(["image-to-video", "image-text-to-image"]);
/** A few bytes standing for an MP4 file (its `ftyp` box head). */
const FAKE_VIDEO = Buffer.from([0, 0, 0, 0x18, 0x66, 0x74, 0x79, 0x70]);

/** The router's `/v1/models` for the routing model: what each provider publishes (tools, JSON schema, prices). */
export const PUBLISHED_MODELS = {
	object: "list",
	data: [
		{
			id: "acme/routing-chat",
			providers: [
				{
					provider: "together",
					status: "live",
					context_length: 131072,
					pricing: { input: 0.88, output: 0.88 },
					supports_tools: true,
					supports_structured_output: true,
					first_token_latency_ms: 420,
				},
				{
					provider: "cohere",
					status: "live",
					context_length: 8192,
					supports_tools: false,
					supports_structured_output: false,
				},
				{
					provider: "novita",
					status: "live",
					context_length: 32768,
					pricing: { input: 0.2, output: 0.6 },
					supports_tools: true,
					supports_structured_output: false,
				},
			],
		},
	],
};

const DEFAULT_REPLY: FakeReply = {
	chunks: ["Hello", " there", "!"],
	usage: { prompt_tokens: 7, completion_tokens: 3 },
};

const readBody = async (req: IncomingMessage) => {
	const chunks: Buffer[] = [];
	for await (const chunk of req) chunks.push(chunk as Buffer);
	return Buffer.concat(chunks);
};
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function startFakeRouter(): Promise<FakeRouter> {
	const requests: FakeRequest[] = [];
	const queue: FakeReply[] = [];
	/** The server's own address, for the media URLs its queue results name (set once it listens). */
	let origin = "";
	const byModel = new Map<string, FakeReply>();
	/** Status polls of the queued job so far. */
	let polls = 0;
	let held = true;
	const queueFailures: Record<"status" | "cancel", number[]> = { status: [], cancel: [] };
	const server = createServer(async (req, res) => {
		res.setHeader("access-control-allow-origin", "*");
		res.setHeader("access-control-allow-headers", "*");
		// fal's queue cancel is a PUT.
		res.setHeader("access-control-allow-methods", "GET, POST, PUT");
		res.setHeader("access-control-expose-headers", "x-inference-provider, x-request-id");
		if (req.method === "OPTIONS") return void res.writeHead(204).end();
		const url = req.url ?? "/";
		if (url === "/hub/api/whoami-v2") {
			const valid = req.headers.authorization === `Bearer ${FAKE_HUB_TOKEN}`;
			res.writeHead(valid ? 200 : 401, { "content-type": "application/json" });
			const who = { name: "ada", type: "user", auth: { accessToken: { displayName: "test", role: "read" } } };
			return void res.end(JSON.stringify(valid ? who : { error: "Invalid credentials in Authorization header" }));
		}
		// As the router does: who served, and the request's id.
		const served = /^\/router\/([^/?]+)/.exec(url)?.[1];
		if (served) {
			res.setHeader("x-inference-provider", served);
			res.setHeader("x-request-id", `fake-request-${requests.length + 1}`);
		}
		if (url === "/router/v1/models") {
			res.writeHead(200, { "content-type": "application/json" });
			return void res.end(JSON.stringify(PUBLISHED_MODELS));
		}
		const hub = /^\/hub\/api\/models\/(.+?)(\?|$)/.exec(url);
		if (hub) {
			const id = decodeURIComponent(hub[1] ?? "");
			const providers = FAL_QUEUED.has(taskOf(id)) ? ["fal-ai"] : PROVIDERS;
			const mapping = Object.fromEntries(
				providers.map((p) => [p, { providerId: id, status: "live", task: taskOf(id) }]),
			);
			const task = taskOf(id);
			const info =
				task === "conversational"
					? { pipeline_tag: "text-generation", tags: [task] }
					: { pipeline_tag: task, tags: [] };
			res.writeHead(200, { "content-type": "application/json" });
			return void res.end(JSON.stringify({ _id: id, id, ...info, inferenceProviderMapping: mapping }));
		}
		const raw = await readBody(req);
		const text = raw.toString("utf8");
		const body = (text === "" || text.startsWith("{") ? JSON.parse(text || "{}") : {}) as FakeRequest["body"];
		requests.push({ url, body, bytes: raw.length });
		const queued = /^\/router\/fal-ai\/(.+?)(\/requests\/r1(\/status|\/cancel)?)?\?_subdomain=queue$/.exec(url);
		if (queued) {
			const [, id = "", request, follow] = queued;
			const status = follow === "/status";
			const failWith = queueFailures[status ? "status" : "cancel"];
			if (follow && failWith.length > 0) {
				res.writeHead(failWith.shift() ?? 500, { "content-type": "application/json" });
				return void res.end(JSON.stringify({ detail: "Fake queue failure" }));
			}
			res.writeHead(200, { "content-type": "application/json" });
			if (follow === "/cancel") return void res.end(JSON.stringify({ status: "CANCELLATION_REQUESTED" }));
			if (status && held && /hold/i.test(id)) return void res.end(JSON.stringify({ status: "IN_PROGRESS" }));
			if (!request) {
				const responseUrl = `https://queue.fal.run/${id}/requests/r1`;
				return void res.end(JSON.stringify({ request_id: "r1", status: "IN_QUEUE", response_url: responseUrl }));
			}
			if (status) {
				polls++;
				const done = polls > QUEUE_POLLS_IN_PROGRESS;
				if (done) polls = 0;
				return void res.end(JSON.stringify({ status: done ? "COMPLETED" : "IN_PROGRESS" }));
			}
			const media = taskOf(id) === "image-to-video" ? { video: { url: `${origin}/media/clip.mp4` } } : {};
			return void res.end(JSON.stringify({ ...media, images: [{ url: `${origin}/media/edit.png` }] }));
		}
		if (url.startsWith("/media/")) {
			const isVideo = url.endsWith(".mp4");
			res.writeHead(200, { "content-type": isVideo ? "video/mp4" : "image/png" });
			return void res.end(isVideo ? FAKE_VIDEO : SAMPLE_IMAGE);
		}
		if (!url.endsWith("/chat/completions")) {
			const task = taskOf(decodeURIComponent(/\/models\/(.+)$/.exec(url)?.[1] ?? String(body.model)));
			if (task === "automatic-speech-recognition") {
				res.writeHead(200, { "content-type": "application/json" });
				return void res.end(JSON.stringify({ text: FAKE_TRANSCRIPT }));
			}
			const audio = task === "text-to-speech" || task === "text-to-audio";
			res.writeHead(200, { "content-type": audio ? "audio/flac" : "image/png" });
			return void res.end(audio ? SAMPLE_AUDIO : SAMPLE_IMAGE);
		}
		const model = String(body.model);
		const reply = { ...DEFAULT_REPLY, ...(byModel.get(model) ?? queue.shift()) };
		byModel.delete(model);
		if (reply.status) {
			res.writeHead(reply.status, { "content-type": "application/json" });
			return void res.end(JSON.stringify({ error: `Fake router failure ${reply.status}` }));
		}
		const chunks = reply.chunks ?? [];
		const usage = reply.usage
			? { ...reply.usage, total_tokens: reply.usage.prompt_tokens + reply.usage.completion_tokens }
			: undefined;
		const base = { id: "fake", created: 0, model, system_fingerprint: "" };
		if (body.stream !== true) {
			res.writeHead(200, { "content-type": "application/json" });
			const message = { role: "assistant", content: chunks.join("") };
			return void res.end(JSON.stringify({ ...base, choices: [{ index: 0, finish_reason: "stop", message }], usage }));
		}
		res.writeHead(200, { "content-type": "text/event-stream" });
		const send = (payload: unknown) => res.write(`data: ${JSON.stringify(payload)}\n\n`);
		for (const [sent, content] of chunks.entries()) {
			if (sent === reply.stallAfter) return void (await new Promise((closed) => res.once("close", closed)));
			if (reply.delayMs) await sleep(reply.delayMs);
			if (res.destroyed) return;
			send({ ...base, choices: [{ index: 0, delta: { role: "assistant", content } }] });
		}
		const asked = (body.stream_options as { include_usage?: boolean } | undefined)?.include_usage === true;
		if (usage && asked) send({ ...base, choices: [], usage });
		res.end("data: [DONE]\n\n");
	});
	origin = await listenOnLoopback(server);
	return {
		hubUrl: `${origin}/hub`,
		routerUrl: `${origin}/router`,
		requests,
		reply: (reply) => void queue.push(reply),
		replyFor: (model, reply) => void byModel.set(model, reply),
		holdJobs: (hold) => {
			held = hold;
		},
		failQueue: (follow, statuses) => {
			queueFailures[follow] = [...statuses];
		},
		close: () =>
			new Promise((resolve) => {
				server.closeAllConnections();
				server.close(() => resolve());
			}),
	};
}
