// The chat calls the plain-call bench times, shared by its in-process rounds (paired-calls.mjs) and its
// one-library processes (plain-call-child.mjs): a fetch answering at once, a raw fetch of the same answer, and the
// call shapes of one build of the client.
import { CHAT_ANSWER, chatChunk, MODEL, mappingBody } from "./fake-server.mjs";

const TOKEN = "hf_bench";
const messages = [{ role: "user", content: "Capital of France?" }];
const PROVIDERS = ["hf-inference", "together"];
const MAPPING = mappingBody(PROVIDERS);
const STREAM = `${chatChunk(0)}${chatChunk(1)}${chatChunk(2)}data: [DONE]\n\n`;
const json = { "content-type": "application/json" };
const eventStream = { "content-type": "text/event-stream" };

/** A fetch answering at once: the hub's mapping, then the chat answer or the 3-event stream. */
async function instantFetch(input, init) {
	const url = typeof input === "string" ? input : input.url;
	if (url.includes("/api/models/")) return new Response(MAPPING, { headers: json });
	if (url.endsWith("/v1/models")) return new Response('{"object":"list","data":[]}', { headers: json });
	const streamed = typeof init?.body === "string" && init.body.includes('"stream":true');
	return streamed ? new Response(STREAM, { headers: eventStream }) : new Response(CHAT_ANSWER, { headers: json });
}

const URL_CHAT = `https://router.huggingface.co/hf-inference/models/${MODEL}/v1/chat/completions`;

export function rawCall(stream) {
	return instantFetch(URL_CHAT, {
		method: "POST",
		headers: { Authorization: `Bearer ${TOKEN}`, "Content-Type": "application/json" },
		body: JSON.stringify({ model: MODEL, messages, ...(stream ? { stream: true } : {}) }),
	}).then(async (response) => {
		if (!stream) return response.json();
		// The least a caller can do with a stream: read it whole, split the events, parse each payload.
		const text = await response.text();
		for (const line of text.split("\n")) if (line.startsWith("data: {")) JSON.parse(line.slice(6));
	});
}

async function drain(events) {
	for await (const _ of events);
}

/** The call shapes timed: plain (3.x), a provider list, and a list ordered by a policy (an InferenceClient's). */
export function callsOf(library) {
	const { chatCompletion, chatCompletionStream, HubCache, InferenceClient } = library;
	const options = { fetch: instantFetch, hubCache: new HubCache() };
	const client = new InferenceClient(TOKEN, { fetch: instantFetch });
	const args = (provider) => ({ accessToken: TOKEN, model: MODEL, provider, messages });
	return {
		plain: () => chatCompletion(args("hf-inference"), options),
		plainStream: () => drain(chatCompletionStream(args("hf-inference"), options)),
		list: () => chatCompletion(args(PROVIDERS), options),
		listStream: () => drain(chatCompletionStream(args(PROVIDERS), options)),
		policy: () => client.chatCompletion({ model: MODEL, provider: PROVIDERS, messages }, { policy: "fastest" }),
		policyStream: () =>
			drain(client.chatCompletionStream({ model: MODEL, provider: PROVIDERS, messages }, { policy: "fastest" })),
	};
}

/**
 * The process's CPU time per call (us): every call here runs in-process (the fetch answers at once), so CPU time is
 * the work done, and unlike the wall clock it does not count time the shared machine gave to other processes.
 */
export async function perCallMicros(calls, fn) {
	const start = process.cpuUsage();
	for (let i = 0; i < calls; i++) await fn();
	const { user, system } = process.cpuUsage(start);
	return (user + system) / calls;
}
