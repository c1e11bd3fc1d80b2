// Runs one memory measurement in its own process (started with --expose-gc) and prints JSON.
//   stream-client | stream-minimal: peak RSS while streaming N chunks
//   heap: heap growth per chatCompletion call over N calls
import { chatCompletion, chatCompletionStream } from "@modelyard/inference";
import { CHAT_ANSWER, chatStreamChunks, instantFetch, jsonAnswer, MODEL } from "./fake-server.mjs";
import { minimalChatStream } from "./minimal-parser.mjs";

const [mode, countText] = process.argv.slice(2);
const count = Number(countText);
const messages = [{ role: "user", content: "Hi" }];

if (mode === "heap") {
	const { fetch } = instantFetch("conversational", jsonAnswer(CHAT_ANSWER));
	const call = () =>
		chatCompletion({ model: MODEL, provider: "hf-inference", accessToken: "hf_x", messages }, { fetch });
	for (let i = 0; i < 2_000; i++) await call();
	globalThis.gc();
	const before = process.memoryUsage().heapUsed;
	for (let i = 0; i < count; i++) await call();
	globalThis.gc();
	const after = process.memoryUsage().heapUsed;
	console.log(JSON.stringify({ bytesPerCall: (after - before) / count }));
} else {
	// Chunks are produced lazily so the stream's own data does not dominate the figure.
	let index = 0;
	const pieces = chatStreamChunks(1, "per-token");
	const source = () =>
		new ReadableStream({
			pull(controller) {
				if (index < count) controller.enqueue(pieces[0]);
				else if (index === count) controller.enqueue(pieces[1]);
				else controller.close();
				index++;
			},
		});
	let tokens = 0;
	if (mode === "stream-minimal") {
		for await (const chunk of minimalChatStream(source())) tokens += chunk.choices.length;
	} else {
		const { fetch } = instantFetch(
			"conversational",
			() => new Response(source(), { headers: { "content-type": "text/event-stream" } }),
		);
		for await (const chunk of chatCompletionStream(
			{ model: MODEL, provider: "hf-inference", accessToken: "hf_x", messages },
			{ fetch },
		))
			tokens += chunk.choices.length;
	}
	console.log(JSON.stringify({ tokens, maxRssKb: process.resourceUsage().maxRSS }));
}
