// The hub, the router and the providers the runtime matrix's checks call, on loopback, in the test process: the
// checks run in another runtime (Bun, Deno, workerd, a browser, another Node) and reach it over real sockets.
// It answers in each provider's words, and it is the witness the checks ask: whether an aborted stream's
// connection was closed by the client (`/__closed/{tag}`), and what bytes an upload brought (echoed as labels).
import { createServer } from "node:http";

/** The models the checks call, as the hub maps them: provider -> [provider model id, task]. */
export const FAKE_MODELS = {
	"fake/chat": { together: ["fake-chat", "conversational"] },
	"fake/limited": { together: ["fake-limited", "conversational"] },
	"fake/fallback": { together: ["fake-down", "conversational"], nebius: ["fake-up", "conversational"] },
	"fake/image-job": { wavespeed: ["wavespeed-ai/fake-image", "text-to-image"] },
	"fake/classifier": { "hf-inference": ["fake/classifier", "image-classification"] },
};

/** The bytes the image job produces: a PNG signature and a marker. */
export const JOB_OUTPUT = [137, 80, 78, 71, 13, 10, 26, 10, 0, 255, 1, 254];
/** A stream's chunks: the words of the answer, one per event. */
export const STREAM_WORDS = ["one ", "plus ", "one ", "is ", "two"];
/** How long a stream meant to be aborted would run if nobody stopped it (ms): well past a check's patience. */
const SLOW_STREAM_MS = 8_000;

const chatAnswer = (model, content) => ({
	id: "chatcmpl-fake",
	object: "chat.completion",
	created: 1,
	model,
	choices: [{ index: 0, message: { role: "assistant", content }, finish_reason: "stop" }],
	usage: { prompt_tokens: 3, completion_tokens: 2, total_tokens: 5 },
});
const chunk = (model, content) => ({
	id: "chatcmpl-fake",
	object: "chat.completion.chunk",
	created: 1,
	model,
	choices: [{ index: 0, delta: { role: "assistant", content }, finish_reason: null }],
});

/** The fake, listening on 127.0.0.1 (port 0). `url` is both the hub's and (with `/router`) the router's base. */
export async function startFakeUpstream() {
	/** Streams meant to be aborted, by tag: resolves true when the client closed the connection before the end. */
	const closings = new Map();
	const jobs = new Map();
	let url = "";

	const closingOf = (tag) => {
		if (!closings.has(tag)) {
			let settle;
			const promise = new Promise((resolve) => {
				settle = resolve;
			});
			closings.set(tag, { promise, settle });
		}
		return closings.get(tag);
	};
	const json = (response, status, body) => {
		response.writeHead(status, { "content-type": "application/json", "access-control-allow-origin": "*" });
		response.end(JSON.stringify(body));
	};

	function chat(response, body) {
		const model = body.model;
		if (model === "fake-down") return json(response, 500, { error: { message: "fake provider is down" } });
		if (model === "fake-limited") {
			response.writeHead(429, { "content-type": "application/json", "retry-after": "7" });
			return response.end(JSON.stringify({ error: { message: "rate limited, try again in 7 s" } }));
		}
		const prompt = String(body.messages?.at(-1)?.content ?? "");
		if (!body.stream) return json(response, 200, chatAnswer(model, `answer to ${prompt}`));
		response.writeHead(200, { "content-type": "text/event-stream", "access-control-allow-origin": "*" });
		const abortTag = /^abort:(.+)$/.exec(prompt)?.[1];
		if (!abortTag) {
			for (const word of STREAM_WORDS) response.write(`data: ${JSON.stringify(chunk(model, word))}\n\n`);
			response.end("data: [DONE]\n\n");
			return;
		}
		// One event every 50 ms until SLOW_STREAM_MS: the check aborts after the first.
		const closing = closingOf(abortTag);
		let sent = 0;
		const timer = setInterval(() => {
			sent++;
			if (sent * 50 >= SLOW_STREAM_MS) {
				clearInterval(timer);
				response.end("data: [DONE]\n\n");
				closing.settle(false);
				return;
			}
			response.write(`data: ${JSON.stringify(chunk(model, `${sent} `))}\n\n`);
		}, 50);
		response.on("close", () => {
			clearInterval(timer);
			closing.settle(!response.writableFinished);
		});
	}

	function wavespeed(response, path) {
		const poll = /^\/router\/wavespeed\/api\/v3\/predictions\/([^/]+)\/result$/.exec(path)?.[1];
		if (poll) {
			const job = jobs.get(poll);
			if (!job) return json(response, 404, { code: 404, message: "prediction not found" });
			job.polls++;
			if (job.polls < 2) return json(response, 200, { code: 200, data: { status: "processing" } });
			return json(response, 200, { code: 200, data: { status: "completed", outputs: [`${url}/outputs/${poll}.png`] } });
		}
		const id = `job${jobs.size + 1}`;
		jobs.set(id, { polls: 0 });
		json(response, 200, {
			code: 200,
			data: { id, urls: { get: `https://api.wavespeed.ai/api/v3/predictions/${id}/result` } },
		});
	}

	const server = createServer((request, response) => {
		const path = request.url ?? "/";
		const parts = [];
		request.on("data", (part) => parts.push(part));
		request.on("end", () => {
			const bytes = Buffer.concat(parts);
			if (request.method === "OPTIONS") {
				response.writeHead(204, {
					"access-control-allow-origin": "*",
					"access-control-allow-headers": "*",
					"access-control-allow-methods": "GET, POST, PUT",
				});
				return response.end();
			}
			const mapped = /^\/api\/models\/(.+?)(?:\?|$)/.exec(path)?.[1];
			if (mapped) {
				const model = decodeURIComponent(mapped);
				const providers = FAKE_MODELS[model];
				if (!providers) return json(response, 404, { error: `Repository not found: ${model}` });
				const mapping = Object.fromEntries(
					Object.entries(providers).map(([provider, [providerId, task]]) => [
						provider,
						{ providerId, status: "live", task },
					]),
				);
				return json(response, 200, { id: model, inferenceProviderMapping: mapping });
			}
			const closed = /^\/__closed\/(.+)$/.exec(path)?.[1];
			if (closed) {
				const timeout = new Promise((resolve) => setTimeout(() => resolve("still open"), 3_000));
				return Promise.race([closingOf(closed).promise, timeout]).then((result) =>
					json(response, 200, { closedEarly: result === true, result }),
				);
			}
			if (/^\/outputs\/[^/]+\.png$/.test(path)) {
				response.writeHead(200, { "content-type": "image/png", "access-control-allow-origin": "*" });
				return response.end(Buffer.from(JOB_OUTPUT));
			}
			if (path.endsWith("/v1/chat/completions")) return chat(response, JSON.parse(bytes.toString("utf8")));
			if (path.startsWith("/router/wavespeed/")) return wavespeed(response, path);
			if (path === "/router/hf-inference/models/fake/classifier") {
				// The upload's size and byte sum as labels: the check compares them with what it sent.
				const sum = bytes.reduce((total, byte) => total + byte, 0);
				return json(response, 200, [
					{ label: `bytes:${bytes.length}`, score: 0.9 },
					{ label: `sum:${sum}`, score: 0.1 },
				]);
			}
			if (path.startsWith("/page/")) return servePage(response, path);
			json(response, 404, { error: `fake upstream has no route ${request.method} ${path}` });
		});
	});
	/** Files a browser row's page loads, set by `servePages`. */
	const pages = new Map();
	function servePage(response, path) {
		const page = pages.get(path.split("?")[0]);
		if (!page) return json(response, 404, { error: `no page ${path}` });
		response.writeHead(200, { "content-type": page.type });
		response.end(page.body);
	}

	await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
	url = `http://127.0.0.1:${server.address().port}`;
	return {
		url,
		/** Serves `body` at `${url}/page/${name}`. */
		servePage: (name, type, body) => pages.set(`/page/${name}`, { type, body }),
		close: () =>
			new Promise((resolve) => {
				server.closeAllConnections();
				server.close(() => resolve());
			}),
	};
}
