// Test support: a loopback Hub + router that streams OpenAI-style chat chunks (with `usage` when asked
// for), for what a recording cannot answer: second turns, error answers on demand, slow replies.
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
	body: Record<string, unknown> & { messages?: Array<{ role: string; content: string }> };
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
const SAMPLE_IMAGE = readFileSync(new URL("../../../../shared/data/assets/cats.png", import.meta.url));
/** The task the fake Hub maps a model to: image models generate images, every other model chats. */
const taskOf = (model: string) => (/diffusion|flux/i.test(model) ? "text-to-image" : "conversational");
const DEFAULT_REPLY: FakeReply = {
	chunks: ["Hello", " there", "!"],
	usage: { prompt_tokens: 7, completion_tokens: 3 },
};

const readBody = async (req: IncomingMessage) => {
	const chunks: Buffer[] = [];
	for await (const chunk of req) chunks.push(chunk as Buffer);
	return Buffer.concat(chunks).toString("utf8");
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
			res.writeHead(200, { "content-type": "application/json" });
			return void res.end(JSON.stringify({ _id: id, id, inferenceProviderMapping: mapping }));
		}
		const body = JSON.parse((await readBody(req)) || "{}") as FakeRequest["body"];
		requests.push({ url, body });
		if (!url.endsWith("/chat/completions")) {
			res.writeHead(200, { "content-type": "image/png" });
			return void res.end(SAMPLE_IMAGE);
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
