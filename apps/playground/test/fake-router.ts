// Test support: a loopback Hub + router that streams OpenAI-style chat chunks (with `usage` when asked
// for), for what a recording cannot answer: second turns, error answers on demand, slow replies, a
// microphone recording; it also answers text-to-image, speech recognition and text-to-speech calls.
import { readFileSync } from "node:fs";
import { createServer, type IncomingMessage } from "node:http";

/** What the next chat call is answered with. */
export interface FakeReply {
	/** An error status answered instead of a reply. */
	status?: number;
	chunks?: string[];
	/** Sent as the last event of a stream when the request asked for it, and in every JSON answer. */
	usage?: { prompt_tokens: number; completion_tokens: number } | false;
	/** Pause before each chunk. */
	delayMs?: number;
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
	close(): Promise<void>;
}

const PROVIDERS = ["hf-inference", "together", "cohere", "novita"];
const asset = (file: string) => readFileSync(new URL(`../../../../shared/data/assets/${file}`, import.meta.url));
const SAMPLE_IMAGE = asset("cats.png");
const SAMPLE_AUDIO = asset("sample1.flac");
export const FAKE_TRANSCRIPT = "words heard by the fake router";
/** The task the fake Hub gives a model, by its name; every other model chats. */
const taskOf = (model: string) =>
	/diffusion|flux/i.test(model)
		? "text-to-image"
		: /wav2vec|whisper/i.test(model)
			? "automatic-speech-recognition"
			: /vits|tts/i.test(model)
				? "text-to-speech"
				: "conversational";
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
	const byModel = new Map<string, FakeReply>();
	const server = createServer(async (req, res) => {
		res.setHeader("access-control-allow-origin", "*");
		res.setHeader("access-control-allow-headers", "*");
		if (req.method === "OPTIONS") return void res.writeHead(204).end();
		const url = req.url ?? "/";
		const hub = /^\/hub\/api\/models\/(.+?)(\?|$)/.exec(url);
		if (hub) {
			const id = decodeURIComponent(hub[1] ?? "");
			const mapping = Object.fromEntries(
				PROVIDERS.map((p) => [p, { providerId: id, status: "live", task: taskOf(id) }]),
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
		if (!url.endsWith("/chat/completions")) {
			const task = taskOf(decodeURIComponent(/\/models\/(.+)$/.exec(url)?.[1] ?? String(body.model)));
			if (task === "automatic-speech-recognition") {
				res.writeHead(200, { "content-type": "application/json" });
				return void res.end(JSON.stringify({ text: FAKE_TRANSCRIPT }));
			}
			res.writeHead(200, { "content-type": task === "text-to-speech" ? "audio/flac" : "image/png" });
			return void res.end(task === "text-to-speech" ? SAMPLE_AUDIO : SAMPLE_IMAGE);
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
		for (const content of chunks) {
			if (reply.delayMs) await sleep(reply.delayMs);
			if (res.destroyed) return;
			send({ ...base, choices: [{ index: 0, delta: { role: "assistant", content } }] });
		}
		const asked = (body.stream_options as { include_usage?: boolean } | undefined)?.include_usage === true;
		if (usage && asked) send({ ...base, choices: [], usage });
		res.end("data: [DONE]\n\n");
	});
	await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
	const address = server.address();
	const base = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
	return {
		hubUrl: `${base}/hub`,
		routerUrl: `${base}/router`,
		requests,
		reply: (reply) => void queue.push(reply),
		replyFor: (model, reply) => void byModel.set(model, reply),
		close: () =>
			new Promise((resolve) => {
				server.closeAllConnections();
				server.close(() => resolve());
			}),
	};
}
