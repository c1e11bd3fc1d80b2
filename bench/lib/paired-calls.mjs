// The plain call against the code before routing: `chatCompletion` (one provider, no routing option) and a
// 3-event `chatCompletionStream`, each timed against commit 15173dc (the last commit before fallback routing
// landed) built the same way, in the same process, in alternation (raw, before, now, raw, before, ...). The routed
// calls (a provider list, then a policy) are timed afterwards, in rounds of their own with the raw fetch and the
// plain call, so their cost is a ratio too.
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import { build } from "esbuild";
import { CHAT_ANSWER, chatChunk, MODEL } from "./fake-server.mjs";
import { median } from "./stats.mjs";

export const BASELINE_COMMIT = "15173dc";
const ROOT = new URL("../../", import.meta.url).pathname;
const CACHE = join(ROOT, "node_modules", ".cache", "modelyard-bench");
const TOKEN = "hf_bench";
const messages = [{ role: "user", content: "Capital of France?" }];
const PROVIDERS = ["hf-inference", "together"];
const MAPPING = JSON.stringify({
	id: MODEL,
	inferenceProviderMapping: Object.fromEntries(
		PROVIDERS.map((provider) => [provider, { providerId: MODEL, status: "live", task: "conversational" }]),
	),
});
const STREAM = `${chatChunk(0)}${chatChunk(1)}${chatChunk(2)}data: [DONE]\n\n`;
const json = { "content-type": "application/json" };
const eventStream = { "content-type": "text/event-stream" };

/** One ESM file per source tree (inference with its tasks), built alike for both sides, as dist/node is. */
async function bundle(root, outfile) {
	await build({
		entryPoints: [join(root, "packages/inference/src/index.ts")],
		alias: { "@modelyard/tasks": join(root, "packages/tasks/src/index.ts") },
		outfile,
		bundle: true,
		format: "esm",
		platform: "node",
		target: ["node18", "es2020"],
		logLevel: "warning",
	});
}

/** The inference client of `commit` (cached by commit under node_modules/.cache) and of the working tree. */
async function buildSides() {
	mkdirSync(CACHE, { recursive: true });
	const before = join(CACHE, `inference-${BASELINE_COMMIT}.mjs`);
	if (!existsSync(before)) {
		const dir = mkdtempSync(join(tmpdir(), "modelyard-bench-baseline-"));
		try {
			const sources = "packages/inference/src packages/tasks/src";
			execFileSync("sh", ["-c", `git archive ${BASELINE_COMMIT} ${sources} | tar -x -C "${dir}"`], { cwd: ROOT });
			await bundle(dir, before);
		} finally {
			rmSync(dir, { recursive: true, force: true });
		}
	}
	const now = join(CACHE, "inference-worktree.mjs");
	await bundle(ROOT, now);
	// The routed calls get a module instance of their own: shared with the plain call, the JIT's feedback on the
	// code both run would be the mixed calls' (measured: the plain call 1.30x 15173dc instead of 1.15x).
	return { before: await import(before), now: await import(now), routed: await import(`${now}?routed`) };
}

/** A fetch answering at once: the hub's mapping, then the chat answer or the 3-event stream. */
async function instantFetch(input, init) {
	const url = typeof input === "string" ? input : input.url;
	if (url.includes("/api/models/")) return new Response(MAPPING, { headers: json });
	if (url.endsWith("/v1/models")) return new Response('{"object":"list","data":[]}', { headers: json });
	const streamed = typeof init?.body === "string" && init.body.includes('"stream":true');
	return streamed ? new Response(STREAM, { headers: eventStream }) : new Response(CHAT_ANSWER, { headers: json });
}

const URL_CHAT = `https://router.huggingface.co/hf-inference/models/${MODEL}/v1/chat/completions`;

function rawCall(stream) {
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
function callsOf(library) {
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
async function perCallMicros(calls, fn) {
	const start = process.cpuUsage();
	for (let i = 0; i < calls; i++) await fn();
	const { user, system } = process.cpuUsage(start);
	return (user + system) / calls;
}

// A full garbage collection on demand, without --expose-gc on the command line.
setFlagsFromString("--expose-gc");
const collectGarbage = runInNewContext("gc");

/** Calls of each contender before its rounds (the JIT's optimising tier comes after some thousand). */
const WARM_UP_CALLS = 3_000;

/**
 * Per-call times (us) of each contender, taken in turn in every round after a warm-up of each; a ratio is the
 * median of its per-round ratios (both sides of a ratio measured within moments of each other).
 */
async function rounds(contenders, { calls, runs }) {
	const names = Object.keys(contenders);
	const times = Object.fromEntries(names.map((name) => [name, []]));
	for (const name of names) await perCallMicros(WARM_UP_CALLS, contenders[name]);
	for (let round = 0; round < runs; round++) {
		// Each round starts one contender further on, so none always follows the same one (what a contender leaves
		// to the garbage collector is collected in the next one's time), and a full collection before each.
		for (let turn = 0; turn < names.length; turn++) {
			const name = names[(round + turn) % names.length];
			collectGarbage();
			times[name].push(await perCallMicros(calls, contenders[name]));
		}
	}
	const us = Object.fromEntries(names.map((name) => [name, median(times[name])]));
	const ratio = (a, b) => median(times[a].map((time, round) => time / times[b][round]));
	return { us, ratio };
}

/**
 * The plain call and the plain stream, before routing (15173dc) and now, against a raw fetch; then the same call
 * with a provider list and with a policy (which 15173dc did not have), against the raw fetch and the plain call.
 * The plain rounds come first, as in a process that never routes (15173dc could not): in rounds with the routed
 * calls, even on a module instance of their own, the plain call measures more against 15173dc (the JIT's
 * feedback, not located further; bench/README.md has the figures), so the routed rounds time 15173dc too and that
 * ratio is reported beside.
 */
export async function measurePairedCalls({ calls = 500, runs = 60, routedRuns = 30 } = {}) {
	const { before, now, routed: routedLibrary } = await buildSides();
	const old = callsOf(before);
	const current = callsOf(now);
	const routed = callsOf(routedLibrary);
	const settings = { calls, runs };
	const routedSettings = { calls, runs: routedRuns };
	const chat = await rounds({ raw: () => rawCall(false), before: old.plain, now: current.plain }, settings);
	const stream = await rounds(
		{ raw: () => rawCall(true), before: old.plainStream, now: current.plainStream },
		settings,
	);
	const chatRouted = await rounds(
		{ raw: () => rawCall(false), before: old.plain, now: current.plain, list: routed.list, policy: routed.policy },
		routedSettings,
	);
	const streamRouted = await rounds(
		{
			raw: () => rawCall(true),
			before: old.plainStream,
			now: current.plainStream,
			list: routed.listStream,
			policy: routed.policyStream,
		},
		routedSettings,
	);
	return [
		{ name: "chatCompletion", ...summary(chat, chatRouted) },
		{ name: "chatCompletionStream (3 events)", ...summary(stream, streamRouted) },
	];
}

function summary(plain, routed) {
	return {
		us: { ...plain.us, list: routed.us.list, policy: routed.us.policy },
		nowVsBefore: plain.ratio("now", "before"),
		beforeVsRaw: plain.ratio("before", "raw"),
		nowVsRaw: plain.ratio("now", "raw"),
		// The plain call in the rounds with the routed calls.
		nowVsBeforeBesideRouted: routed.ratio("now", "before"),
		listVsRaw: routed.ratio("list", "raw"),
		listVsPlain: routed.ratio("list", "now"),
		policyVsRaw: routed.ratio("policy", "raw"),
		policyVsPlain: routed.ratio("policy", "now"),
	};
}
