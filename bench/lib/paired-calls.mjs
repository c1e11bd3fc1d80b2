// The plain call against the code before routing: `chatCompletion` (one provider, no routing option) and a
// 3-event `chatCompletionStream`, each timed against commit 15173dc (the last commit before fallback routing
// landed) built the same way, in the same process, in alternation (raw, before, now, raw, before, ...). The routed
// calls (a provider list, then a policy) are timed afterwards, in rounds of their own with the raw fetch and the
// plain call, so their cost is a ratio too.
import { execFileSync, fork } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import { build } from "esbuild";
import { callsOf, perCallMicros, rawCall } from "./chat-calls.mjs";
import { median } from "./stats.mjs";

export const BASELINE_COMMIT = "15173dc";
const ROOT = new URL("../../", import.meta.url).pathname;
const CACHE = join(ROOT, "node_modules", ".cache", "modelyard-bench");

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

/** The inference client of 15173dc (cached under node_modules/.cache) and of the working tree: their files. */
export async function buildSides() {
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
	return { before, now: await buildWorkingTree() };
}

/** The inference client of the working tree, bundled as the baseline is. */
export async function buildWorkingTree() {
	mkdirSync(CACHE, { recursive: true });
	const now = join(CACHE, "inference-worktree.mjs");
	await bundle(ROOT, now);
	return now;
}

// A full garbage collection on demand, without --expose-gc on the command line.
setFlagsFromString("--expose-gc");
const collectGarbage = runInNewContext("gc");

/** Calls of each contender before its rounds (the JIT's optimising tier comes after some thousand). */
const WARM_UP_CALLS = 3_000;

/**
 * Per-call times (us) of each contender, taken in turn in every round after a warm-up of each; a ratio is the
 * median of its per-round ratios (both sides of a ratio measured within moments of each other). A contender is
 * a timer: given a number of calls, it makes them and resolves with the time per call.
 */
async function rounds(timers, { calls, runs }) {
	const names = Object.keys(timers);
	const times = Object.fromEntries(names.map((name) => [name, []]));
	for (const name of names) await timers[name](WARM_UP_CALLS);
	for (let round = 0; round < runs; round++) {
		// Each round starts one contender further on, so none always follows the same one (what a contender leaves
		// to the garbage collector is collected in the next one's time).
		for (let turn = 0; turn < names.length; turn++) {
			const name = names[(round + turn) % names.length];
			times[name].push(await timers[name](calls));
		}
	}
	return withRatios(times);
}

/** The medians of per-call times taken in rounds, and the median per-round ratio of any two contenders. */
function withRatios(times) {
	const us = Object.fromEntries(Object.entries(times).map(([name, each]) => [name, median(each)]));
	const ratio = (a, b) => median(times[a].map((time, round) => time / times[b][round]));
	return { times, us, ratio };
}

/** Timers of calls made in this process, each turn after a full collection. */
function inProcess(contenders) {
	const timer = (fn) => (calls) => {
		collectGarbage();
		return perCallMicros(calls, fn);
	};
	return Object.fromEntries(Object.entries(contenders).map(([name, fn]) => [name, timer(fn)]));
}

/**
 * The plain call and the plain stream, before routing (15173dc) and now, against a raw fetch; then the same call
 * with a provider list and with a policy (which 15173dc did not have), against the raw fetch and the plain call.
 * The plain rounds come first, as in a process that never routes (15173dc could not): in rounds with the routed
 * calls, even on a module instance of their own, the plain call measures more against 15173dc (the JIT's
 * feedback, not located further; bench/README.md has the figures), so the routed rounds time 15173dc too and that
 * ratio is reported beside.
 */
export async function measurePairedCalls({ calls = 500, runs = 60, routedRuns = 30, files } = {}) {
	files ??= await buildSides();
	const old = callsOf(await import(files.before));
	const current = callsOf(await import(files.now));
	// The routed calls get a module instance of their own: shared with the plain call, the JIT's feedback on the
	// code both run would be the mixed calls' (measured: the plain call 1.30x 15173dc instead of 1.15x).
	const routed = callsOf(await import(`${files.now}?routed`));
	const settings = { calls, runs };
	const routedSettings = { calls, runs: routedRuns };
	const chat = await rounds(inProcess({ raw: () => rawCall(false), before: old.plain, now: current.plain }), settings);
	const stream = await rounds(
		inProcess({ raw: () => rawCall(true), before: old.plainStream, now: current.plainStream }),
		settings,
	);
	const chatRouted = await rounds(
		inProcess({
			raw: () => rawCall(false),
			before: old.plain,
			now: current.plain,
			list: routed.list,
			policy: routed.policy,
		}),
		routedSettings,
	);
	const streamRouted = await rounds(
		inProcess({
			raw: () => rawCall(true),
			before: old.plainStream,
			now: current.plainStream,
			list: routed.listStream,
			policy: routed.policyStream,
		}),
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

const CHILD = join(ROOT, "bench", "lib", "plain-call-child.mjs");

/** A build alone in a process of its own (same node, same flags), timing `calls` plain calls when asked. */
async function ownProcess(file, shape) {
	// No flags of the parent (a test runs it with --input-type): both builds run with the same, none.
	const child = fork(CHILD, [file, shape], { execArgv: [], stdio: ["ignore", "inherit", "inherit", "ipc"] });
	let waiting;
	child.on("message", (message) => waiting?.resolve(message));
	child.on("exit", (code) => waiting?.reject(new Error(`plain-call-child exited (${code})`)));
	const next = () => new Promise((resolve, reject) => (waiting = { resolve, reject }));
	await next();
	return {
		time: (calls) => {
			const answer = next();
			child.send({ calls });
			return answer.then(({ us }) => us);
		},
		stop: () => child.kill(),
	};
}

/**
 * The plain call and the plain stream of 15173dc and now, each build alone in a process of its own (no build
 * shares the JIT's feedback on fetch, undici and the web streams with the other, as no user's process does), timed
 * in alternated turns as the in-process rounds are. A fresh process's JIT takes its own decisions (the same build
 * measures up to 1.2x itself from one process to the next), so `processPairs` pairs of processes each run `runs`
 * rounds: a ratio is the median of all per-round ratios (more pairs of fewer rounds: 3 pairs of 30 rounds spread
 * 0.93-1.09 over six runs). `files`: the two bundles (default 15173dc's and now's; the same file twice is the
 * control, whose ratio shows what the measure gives for no difference).
 */
export async function measureProcessPairs({ calls = 500, runs = 10, processPairs = 12, files } = {}) {
	files ??= await buildSides();
	const results = [];
	for (const shape of ["plain", "plainStream"]) {
		const times = { before: [], now: [] };
		for (let pair = 0; pair < processPairs; pair++) {
			const sides = { before: await ownProcess(files.before, shape), now: await ownProcess(files.now, shape) };
			try {
				// The side listed first warms up first and opens the first round: an A/A run (one build on both sides)
				// measured it 2-4% slower than the other, every time. Each pair of processes swaps the order.
				const timers =
					pair % 2 === 0
						? { before: sides.before.time, now: sides.now.time }
						: { now: sides.now.time, before: sides.before.time };
				const measured = await rounds(timers, { calls, runs });
				times.before.push(...measured.times.before);
				times.now.push(...measured.times.now);
			} finally {
				for (const side of Object.values(sides)) side.stop();
			}
		}
		const { us, ratio } = withRatios(times);
		results.push({
			name: shape === "plain" ? "chatCompletion" : "chatCompletionStream (3 events)",
			us,
			nowVsBefore: ratio("now", "before"),
		});
	}
	return results;
}
