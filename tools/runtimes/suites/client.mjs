// The client suite of the runtime matrix: what it checks of the client in every runtime, against
// tools/runtimes/fake-upstream.mjs. Copied into the user's project (tools/runtimes/consumer.mjs), it imports the
// packages by name as a user does. Runtime-neutral on purpose: it runs in Node, Bun, Deno, workerd and browser
// pages, so it uses only what they all have (fetch, Blob, AbortController). Each check gives "ok" or what went
// wrong; none throws.
import * as inference from "@modelyard/inference";
import * as snippets from "@modelyard/inference/snippets";
import * as tasks from "@modelyard/tasks";
import { expectEqual, runChecks } from "./checks.mjs";

/** The checks, in the order of the matrix's columns. */
export const CHECKS = ["chat", "stream", "abort", "fallback", "rate-limit", "job", "binary", "snippets", "tasks"];

const TOKEN = "hf_fake_runtime_matrix_token";
const PNG = [137, 80, 78, 71, 13, 10, 26, 10, 0, 255, 1, 254];
const STREAMED = "one plus one is two";
/** The fake sends an event every 50 ms: this many after the abort is a second of a stream nobody stopped. */
const MAX_EVENTS_AFTER_ABORT = 20;

async function bytesOf(blob) {
	return [...new Uint8Array(await blob.arrayBuffer())];
}

/** Runs the checks named (all by default) against the fake at `upstream`. Returns { [check]: "ok" | message }. */
export async function run(upstream, only = CHECKS) {
	const options = { hubUrl: upstream, routerUrl: `${upstream}/router`, timeout: 15_000 };
	const client = new inference.InferenceClient(TOKEN, options);
	const messages = (content) => [{ role: "user", content }];

	const checks = {
		chat: async () => {
			const answer = await client.chatCompletion({
				provider: "together",
				model: "fake/chat",
				messages: messages("hi"),
			});
			expectEqual("answer", answer.choices[0]?.message?.content, "answer to hi");
		},
		stream: async () => {
			let text = "";
			for await (const chunk of client.chatCompletionStream({
				provider: "together",
				model: "fake/chat",
				messages: messages("count"),
			})) {
				text += chunk.choices[0]?.delta?.content ?? "";
			}
			expectEqual("streamed text", text, STREAMED);
		},
		abort: async () => {
			const tag = Math.random().toString(36).slice(2);
			const controller = new AbortController();
			let error;
			let afterAbort = 0;
			try {
				const stream = client.chatCompletionStream(
					{ provider: "together", model: "fake/chat", messages: messages(`abort:${tag}`) },
					{ signal: controller.signal },
				);
				// Events already read with the first may still come (a loaded machine sends several in one packet);
				// a second's worth of new ones means the request went on.
				for await (const _chunk of stream) {
					if (!controller.signal.aborted) controller.abort();
					else if (++afterAbort >= MAX_EVENTS_AFTER_ABORT) break;
				}
			} catch (caught) {
				error = caught;
			}
			if (afterAbort >= MAX_EVENTS_AFTER_ABORT) {
				throw new Error("events kept coming after the abort: the abort did not reach the request");
			}
			if (!error) throw new Error("the aborted stream ended without an error");
			if (error.name !== "AbortError") throw new Error(`the aborted stream threw ${error.name}: ${error.message}`);
			const seen = await (await fetch(`${upstream}/__closed/${tag}`)).json();
			if (!seen.closedEarly) throw new Error(`the fake server did not see the abort (${seen.result})`);
		},
		fallback: async () => {
			let receipt;
			const answer = await client.chatCompletion(
				{ provider: ["together", "nebius"], model: "fake/fallback", messages: messages("again") },
				{ onReceipt: (given) => (receipt = given) },
			);
			expectEqual("answer", answer.choices[0]?.message?.content, "answer to again");
			expectEqual(
				"receipt",
				{
					ok: receipt?.ok,
					provider: receipt?.provider,
					attempts: receipt?.attempts.map((a) => [a.provider, a.status]),
				},
				{
					ok: true,
					provider: "nebius",
					attempts: [
						["together", 500],
						["nebius", 200],
					],
				},
			);
		},
		"rate-limit": async () => {
			let error;
			try {
				await client.chatCompletion(
					{ provider: "together", model: "fake/limited", messages: messages("now") },
					{ retry: { limit: 0 } },
				);
			} catch (caught) {
				error = caught;
			}
			expectEqual(
				"the error",
				{ kind: error?.kind, status: error?.httpResponse?.status, retryAfterMs: error?.httpResponse?.retryAfterMs },
				{ kind: "rate-limit", status: 429, retryAfterMs: 7000 },
			);
			if (JSON.stringify(error).includes(TOKEN) || String(error?.message).includes(TOKEN)) {
				throw new Error("the error shows the token");
			}
		},
		job: async () => {
			let handle;
			const image = await client.textToImage(
				{ provider: "wavespeed", model: "fake/image-job", inputs: "a cat" },
				{ onJob: (job) => (handle = JSON.parse(JSON.stringify(job))) },
			);
			expectEqual("image bytes", await bytesOf(image), PNG);
			if (!handle?.id) throw new Error("onJob was not called with a handle");
			expectEqual("resumed image bytes", await bytesOf(await client.resumeJob(handle)), PNG);
		},
		binary: async () => {
			const sent = new Uint8Array(1024).map((_, index) => (index * 7) % 256);
			const sum = sent.reduce((total, byte) => total + byte, 0);
			const labels = await client.imageClassification({
				provider: "hf-inference",
				model: "fake/classifier",
				data: new Blob([sent], { type: "image/png" }),
			});
			expectEqual(
				"labels",
				labels.map((entry) => entry.label),
				[`bytes:${sent.length}`, `sum:${sum}`],
			);
		},
		snippets: async () => {
			const model = { id: "fake/chat", pipeline_tag: "text-generation", tags: ["conversational"], inference: "" };
			const made = snippets.getInferenceSnippets(model, "together");
			expectEqual("snippet languages", [...new Set(made.map((snippet) => snippet.language))].sort(), [
				"js",
				"python",
				"sh",
			]);
		},
		tasks: async () => {
			expectEqual("image-to-text's name", tasks.PIPELINE_DATA["image-to-text"]?.name, "Image-to-Text");
		},
	};

	return runChecks(checks, only);
}
