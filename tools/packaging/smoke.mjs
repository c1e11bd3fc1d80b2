#!/usr/bin/env node
// Runs the built packages, resolved by name as an app gets them, under the Node that runs this script:
// every entry point loads through `import` (the bundled Node ESM) and `require` (the CJS bundles), and each
// build makes real calls (a chat answer, a stream, an image Blob, snippets) against the recorded exchanges,
// served on loopback by the replay server. `npm test` runs it under the current Node
// (tools/packaging/runtime.test.ts); .ci/run also runs it under Node 18.0.0, the packages' `engines` floor.
// Prints one JSON line of results; exits non-zero on any failure. Run `npm run build` first.
import { createRequire } from "node:module";
import { providerHostsOf, startReplayServer } from "../replay-server/server.mjs";

const require = createRequire(import.meta.url);
const ENTRIES = [
	"@modelyard/tasks",
	"@modelyard/tasks/libraries",
	"@modelyard/inference",
	"@modelyard/inference/snippets",
];

const { PROVIDERS } = await import("@modelyard/inference");
const server = await startReplayServer({ streamDelayMs: 0, providerHosts: providerHostsOf(PROVIDERS) });
const replayFetch = (input, init) => fetch(String(input).replace(/^https:\/\//, `${server.url}/`), init);

async function exercise(load) {
	const [tasks, libraries, inference, snippets] = await Promise.all(ENTRIES.map(load));
	const client = new inference.InferenceClient("hf_smoke", { fetch: replayFetch });
	const chat = {
		provider: "together",
		model: "meta-llama/Llama-3.3-70B-Instruct-Turbo",
		messages: [{ role: "user", content: "Complete this sentence with words, one plus one is equal " }],
	};
	const answer = await client.chatCompletion(chat);
	let streamed = "";
	for await (const chunk of client.chatCompletionStream({
		...chat,
		messages: [{ role: "user", content: "Complete the equation 1 + 1 = , just the answer" }],
	})) {
		streamed += chunk.choices[0]?.delta?.content ?? "";
	}
	const image = await client.textToImage({
		provider: "hf-inference",
		model: "stabilityai/stable-diffusion-2",
		inputs: "a tortoise",
	});
	const model = { id: "openai-community/gpt2", pipeline_tag: "text-generation", tags: [] };
	return {
		answer: answer.choices[0]?.message?.content,
		streamed,
		image: { type: image.type, bytes: (await image.arrayBuffer()).byteLength },
		snippetLanguages: [...new Set(snippets.getInferenceSnippets(model, "hf-inference").map((s) => s.language))].sort(),
		taskName: tasks.PIPELINE_DATA["image-to-text"].name,
		libraryLabel: libraries.MODEL_LIBRARIES_UI_ELEMENTS.transformers.prettyLabel,
	};
}

try {
	const results = {
		node: process.version,
		import: await exercise((entry) => import(entry)),
		require: await exercise(async (entry) => require(entry)),
		// Which files the two loaders resolved: the bundled Node ESM and the CJS bundles.
		resolved: {
			import: import.meta.resolve?.("@modelyard/inference") ?? null,
			require: require.resolve("@modelyard/inference"),
		},
	};
	console.log(JSON.stringify(results));
} finally {
	await server.close();
}
