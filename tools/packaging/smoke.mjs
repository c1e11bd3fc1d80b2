#!/usr/bin/env node
// Runs the built packages, resolved by name as an app gets them, under the Node that runs this script:
// every entry point loads through `import` (the bundled Node ESM) and `require` (the CJS bundles), and each
// build makes real calls (a chat answer, a stream, an image Blob, snippets) against the recorded exchanges,
// served on loopback by the replay server. @modelyard/batch (ESM only) runs its embedded mode, from code and
// from the `modelyard` package's bin, on one recorded text-classification answer, and must not have loaded pg. `npm test` runs it under the current Node
// (tools/packaging/runtime.test.ts); .ci/run also runs it under each Node of the runtime matrix, from 18.0.0 (the
// packages' `engines` floor) to 24 (tools/runtimes/node-lines.mjs).
// Prints one JSON line of results; exits non-zero on any failure. Run `npm run build` first.
import { execFile } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
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

/** One row through runBatch and one through `modelyard run`, embedded; what they wrote and which drivers loaded. */
async function exerciseBatch() {
	const { runBatch } = await import("@modelyard/batch");
	const { InferenceClient } = await import("@modelyard/inference");
	const dir = mkdtempSync(join(tmpdir(), "modelyard-smoke-"));
	try {
		const input = join(dir, "rows.jsonl");
		writeFileSync(input, `${JSON.stringify({ id: "a", inputs: "I like you. I love you." })}\n`);
		const endpointUrl = `${server.url}/router.huggingface.co/hf-inference/models/distilbert-base-uncased-finetuned-sst-2-english`;
		const common = { task: "text-classification", endpointUrl, input, idColumn: "id" };
		const client = new InferenceClient("hf_smoke", { fetch });
		const summary = await runBatch({ ...common, client, fetch, output: join(dir, "code.jsonl") });
		// The bin reads its flags with util.parseArgs, which came in Node 18.3 (the package's `engines`); runBatch
		// from code runs on 18.0.
		const binRuns = typeof (await import("node:util")).parseArgs === "function";
		if (binRuns) {
			const bin = require.resolve("modelyard/package.json").replace(/package\.json$/, "dist/node/cli.mjs");
			const flags = ["--task", common.task, "--endpoint-url", endpointUrl, "--input", input, "--id-column", "id"];
			// Not execFileSync: the replay server answering the bin runs in this process.
			await promisify(execFile)(process.execPath, [bin, "run", ...flags, "--output", join(dir, "cli.jsonl")], {
				env: { ...process.env, HF_TOKEN: "hf_smoke" },
			});
		}
		const lines = (file) => readFileSync(join(dir, file), "utf8").trim().split("\n").map(JSON.parse);
		const pick = ({ id, ok, result }) => ({ id, ok, label: result?.[0]?.label });
		return {
			summary: { total: summary.total, done: summary.done, failed: summary.failed, calls: summary.calls },
			code: lines("code.jsonl").map(pick),
			cli: binRuns ? lines("cli.jsonl").map(pick) : `not run: Node ${process.version} has no util.parseArgs`,
			// pg (CommonJS, which pg-boss loads first) would be in the require cache, on every Node.
			pgLoaded: Object.keys(require.cache).filter((path) => /[/\\]node_modules[/\\]pg(-boss)?[/\\]/.test(path)),
		};
	} finally {
		rmSync(dir, { recursive: true, force: true });
	}
}

try {
	const results = {
		node: process.version,
		import: await exercise((entry) => import(entry)),
		require: await exercise(async (entry) => require(entry)),
		batch: await exerciseBatch(),
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
