// Streaming throughput: the client's chatCompletionStream against a minimal hand-written parser of the
// same synthetic stream, in the same run, through a fake fetch and over a loopback HTTP server.
import { chatCompletionStream } from "@modelyard/inference";
import { chatStreamChunks, instantFetch, MODEL, startStreamServer, streamOf } from "./fake-server.mjs";
import { minimalChatStream } from "./minimal-parser.mjs";
import { pairedMedians } from "./stats.mjs";

const MESSAGES = [{ role: "user", content: "Count." }];
const eventStream = (chunks) => new Response(streamOf(chunks), { headers: { "content-type": "text/event-stream" } });

async function timeTokens(iterable) {
	const start = performance.now();
	let tokens = 0;
	for await (const chunk of iterable) if (chunk.choices[0].delta.content) tokens++;
	return { tokens, ms: performance.now() - start };
}

async function viaFakeFetch(chunks, runs) {
	const [baseline, client, ratio] = await pairedMedians(
		runs,
		async () => {
			const { tokens, ms } = await timeTokens(minimalChatStream(eventStream(chunks).body));
			return (tokens / ms) * 1000;
		},
		async () => {
			const { fetch } = instantFetch("conversational", () => eventStream(chunks));
			const stream = chatCompletionStream(
				{ model: MODEL, provider: "hf-inference", accessToken: "hf_bench", messages: MESSAGES },
				{ fetch },
			);
			const { tokens, ms } = await timeTokens(stream);
			return (tokens / ms) * 1000;
		},
	);
	return { baseline, client, ratio };
}

async function viaLoopback(chunks, runs) {
	const server = await startStreamServer(chunks);
	try {
		const [baseline, client, ratio] = await pairedMedians(
			runs,
			async () => {
				// Timed from the request, as the client's call is: the server's writes and the request count on both sides.
				const start = performance.now();
				const response = await fetch(`${server.url}/v1/chat/completions`, { method: "POST", body: "{}" });
				const { tokens } = await timeTokens(minimalChatStream(response.body));
				return (tokens / (performance.now() - start)) * 1000;
			},
			async () => {
				const stream = chatCompletionStream({ endpointUrl: `${server.url}/v1`, messages: MESSAGES });
				const { tokens, ms } = await timeTokens(stream);
				return (tokens / ms) * 1000;
			},
		);
		return { baseline, client, ratio };
	} finally {
		await server.close();
	}
}

/** Tokens per second (medians) for each transport and read mode; ratio: the median of baseline / client per pair. */
export async function measureStreaming({ events = 50_000, runs = 9 } = {}) {
	const rows = [];
	for (const mode of ["bulk", "per-token"]) {
		const chunks = chatStreamChunks(events, mode);
		for (const [transport, measure] of [
			["fake fetch", viaFakeFetch],
			["loopback HTTP", viaLoopback],
		]) {
			const { baseline, client, ratio } = await measure(chunks, runs);
			rows.push({ mode, transport, baseline, client, ratio });
		}
	}
	return rows;
}
