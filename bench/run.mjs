// `npm run bench`: measured figures, medians over several runs, ratios taken in the same run.
// Budgets: bench/budgets.json. Nothing here calls beyond loopback.
import { readFileSync } from "node:fs";
import { measureBatchMemory, measureBatchThroughput } from "./lib/batch.mjs";
import { measureBundles } from "./lib/bundle-size.mjs";
import { measureColdImport } from "./lib/cold-import.mjs";
import { measureFallbackReliability, measureRoutingOverhead } from "./lib/fallback.mjs";
import { FULL_SCALE, measureGateway } from "./lib/gateway.mjs";
import { measureHeapGrowth, measureStreamingMemory } from "./lib/memory.mjs";
import { measureOverhead, measureRequestCounts } from "./lib/overhead.mjs";
import { BASELINE_COMMIT, buildSides, measurePairedCalls, measureProcessPairs } from "./lib/paired-calls.mjs";
import { measureQueue } from "./lib/queue.mjs";
import { measureSnippets } from "./lib/snippets.mjs";
import { fixed, int, kb, machine, table } from "./lib/stats.mjs";
import { measureStreaming } from "./lib/streaming.mjs";

const budgets = JSON.parse(readFileSync(new URL("./budgets.json", import.meta.url), "utf8"));
const verdicts = [];
const check = (name, value, ok, bar) => verdicts.push([name, value, bar, ok ? "within" : "OVER"]);
const section = (title) => console.log(`\n## ${title}\n`);

console.log(`# modelyard benchmarks\n\nmachine: ${machine()}\ndate: ${new Date().toISOString()}`);

section("1. Bundle size (esbuild, browser ESM, minified)");
const bundles = await measureBundles();
console.log(
	table([["import", "raw", "gzip", "brotli"], ...bundles.map((b) => [b.name, kb(b.raw), kb(b.gzip), kb(b.brotli)])]),
);
for (const [name, max] of Object.entries(budgets.bundleGzipBytes)) {
	const row = bundles.find((b) => b.name === name);
	check(`gzip ${name}`, kb(row.gzip), row.gzip <= max, `<= ${kb(max)}`);
}

section("2. Streaming throughput (50k chunks, tokens/s, 9 alternated pairs: medians)");
const streaming = await measureStreaming();
console.log(
	table([
		["read mode", "transport", "minimal parser", "chatCompletionStream", "ratio"],
		...streaming.map((r) => [r.mode, r.transport, int(r.baseline), int(r.client), `${fixed(r.ratio)}x`]),
	]),
);
for (const r of streaming) {
	const bar = r.mode === "bulk" ? budgets.timing.streamingBulkRatioMax : budgets.timing.streamingPerTokenRatioMax;
	check(`streaming ${r.mode} (${r.transport})`, `${fixed(r.ratio)}x`, r.ratio <= bar, `<= ${bar}x`);
}

section("3. Call overhead (calls/s, instant fetch, 21 alternated pairs of 2,000 calls: medians)");
const overhead = await measureOverhead();
console.log(
	table([
		["function", "raw fetch loop", "client", "ratio"],
		...overhead.map((r) => [r.name, int(r.raw), int(r.client), `${fixed(r.ratio)}x`]),
	]),
);
for (const r of overhead)
	check(
		`overhead ${r.name}`,
		`${fixed(r.ratio)}x`,
		r.ratio <= budgets.timing.callOverheadRatioMax,
		`<= ${budgets.timing.callOverheadRatioMax}x`,
	);

// Both builds once, for the in-process rounds and the processes of their own.
const builds = await buildSides();
const paired = await measurePairedCalls({ files: builds });
console.log(
	`\nThe plain call against ${BASELINE_COMMIT} (before routing), per call (us of CPU, instant fetch; 60 rounds of 500 calls of raw, ${BASELINE_COMMIT} and now in turn, then 30 of raw, ${BASELINE_COMMIT}, now, list and policy: medians; ratios: median of per-round ratios; "beside routed": now / ${BASELINE_COMMIT} in the second rounds):\n${table(
		[
			[
				"call",
				"raw fetch",
				BASELINE_COMMIT,
				"now",
				`now / ${BASELINE_COMMIT}`,
				"beside routed",
				"list",
				"list / raw",
				"list / plain",
				"policy",
				"policy / raw",
				"policy / plain",
			],
			...paired.map((r) => [
				r.name,
				fixed(r.us.raw, 1),
				fixed(r.us.before, 1),
				fixed(r.us.now, 1),
				`${fixed(r.nowVsBefore)}x`,
				`${fixed(r.nowVsBeforeBesideRouted)}x`,
				fixed(r.us.list, 1),
				`${fixed(r.listVsRaw)}x`,
				`${fixed(r.listVsPlain)}x`,
				fixed(r.us.policy, 1),
				`${fixed(r.policyVsRaw)}x`,
				`${fixed(r.policyVsPlain)}x`,
			]),
		],
	)}`,
);
for (const r of paired)
	check(
		`plain ${r.name} vs ${BASELINE_COMMIT}`,
		`${fixed(r.nowVsBefore)}x`,
		r.nowVsBefore <= budgets.timing.plainCallVsBeforeRoutingMax,
		`<= ${budgets.timing.plainCallVsBeforeRoutingMax}x`,
	);
const own = await measureProcessPairs({ files: builds });
const control = await measureProcessPairs({ files: { before: builds.now, now: builds.now } });
console.log(
	`\nThe same plain calls, each build alone in a process of its own (12 pairs of processes, each 10 rounds of 500 calls of ${BASELINE_COMMIT} and now in turn, which side first swapped from pair to pair: medians; ratio: median of the per-round ratios; control: now against itself, the same way):\n${table(
		[
			["call", BASELINE_COMMIT, "now", `now / ${BASELINE_COMMIT}`, "control (now / now)"],
			...own.map((r, index) => [
				r.name,
				fixed(r.us.before, 1),
				fixed(r.us.now, 1),
				`${fixed(r.nowVsBefore)}x`,
				`${fixed(control[index].nowVsBefore)}x`,
			]),
		],
	)}`,
);
for (const r of own)
	check(
		`plain ${r.name} vs ${BASELINE_COMMIT}, own processes`,
		`${fixed(r.nowVsBefore)}x`,
		r.nowVsBefore <= budgets.timing.plainCallVsBeforeRoutingMax,
		`<= ${budgets.timing.plainCallVsBeforeRoutingMax}x`,
	);
const counts = await measureRequestCounts();
console.log(
	`\nHTTP requests for 100 calls to one model:\n${table([["function", "mode", "hub lookups", "inference requests"], ...counts.map((r) => [r.name, r.mode, r.hub, r.inference])])}`,
);
for (const r of counts)
	check(
		`hub lookups ${r.name} ${r.mode}`,
		r.hub,
		r.hub <= budgets.hubRequestsPer100CallsToOneModel,
		`<= ${budgets.hubRequestsPer100CallsToOneModel}`,
	);

section("4. Snippets");
const snip = await measureSnippets();
console.log(
	table([
		["measure", "value"],
		["getInferenceSnippets, conversational, hf-inference (calls/s)", int(snip.callsPerSecond)],
		["first call in a fresh process (ms)", fixed(snip.firstCallMs, 3)],
		["the same, every function compiled at load (node --no-lazy) (ms)", fixed(snip.firstCallPrecompiledMs, 3)],
		["for scale: 100 one-line functions, each run once in a fresh process (ms)", fixed(snip.hundredFirstCallsMs, 3)],
		["first call / the 100 functions, same round (median ratio)", `${fixed(snip.firstCallVsControl)}x`],
		[`every provider (${snip.snippetsForEveryProvider} snippets) per second`, int(snip.everyProviderPerSecond)],
		[`library registry: all ${snip.librariesWithSnippets} generators, rounds/s`, int(snip.registryPerSecond)],
	]),
);
check(
	"snippets calls/s",
	int(snip.callsPerSecond),
	snip.callsPerSecond >= budgets.timing.snippetsCallsPerSecondMin,
	`>= ${int(budgets.timing.snippetsCallsPerSecondMin)}`,
);
check(
	"snippets first call",
	`${fixed(snip.firstCallMs, 3)} ms`,
	snip.firstCallMs < budgets.timing.snippetsFirstCallMsMax,
	`< ${budgets.timing.snippetsFirstCallMsMax} ms`,
);

section("5. Cold import (whole process, 15 rounds: medians, ratio: median of per-round ratios)");
const cold = measureColdImport();
console.log(table([["process", "ms", "vs empty"], ...cold.map((r) => [r.name, fixed(r.ms, 1), `${fixed(r.ratio)}x`])]));
const inferenceImport = cold.find((r) => r.name === "@modelyard/inference");
check(
	"cold import inference",
	`${fixed(inferenceImport.ratio)}x`,
	inferenceImport.ratio <= budgets.timing.coldImportRatioMax,
	`<= ${budgets.timing.coldImportRatioMax}x`,
);

section("6. Memory");
const heap = measureHeapGrowth();
const streamMemory = measureStreamingMemory();
console.log(
	table([
		["measure", "value"],
		["heap growth per chatCompletion call (10k calls)", `${fixed(heap, 1)} bytes`],
		["peak RSS streaming 100k chunks: minimal parser", `${int(streamMemory.minimalKb)} KB`],
		["peak RSS streaming 100k chunks: chatCompletionStream", `${int(streamMemory.clientKb)} KB`],
		["ratio", `${fixed(streamMemory.ratio)}x`],
	]),
);
check(
	"heap growth per call",
	`${fixed(heap, 1)} B`,
	heap < budgets.heapBytesPerCall,
	`< ${budgets.heapBytesPerCall} B`,
);
check(
	"streaming peak RSS",
	`${fixed(streamMemory.ratio)}x`,
	streamMemory.ratio <= budgets.timing.streamingPeakRssRatioMax,
	`<= ${budgets.timing.streamingPeakRssRatioMax}x`,
);

section("7. Routing with fallback (loopback; first provider fails 30% of calls: resets and 503s, half each)");
const reliability = await measureFallbackReliability();
console.log(
	table([
		["provider", "success rate", "p50 (ms)", "p95 (ms)"],
		...[
			["together alone (3.x call)", reliability.single],
			['["together", "fireworks-ai"]', reliability.list],
		].map(([name, r]) => [name, `${fixed(r.successRate * 100, 1)}%`, fixed(r.p50, 1), fixed(r.p95, 1)]),
	]),
);
check(
	"fallback success rate",
	`${fixed(reliability.list.successRate * 100, 1)}%`,
	reliability.list.successRate >= budgets.fallback.successRateMin,
	`>= ${budgets.fallback.successRateMin * 100}%`,
);
const routing = await measureRoutingOverhead();
console.log(
	`\nRouting overhead, success path (calls/s, instant fetch): raw fetch ${int(routing.raw)}, provider list ${int(routing.routed)}, ratio ${fixed(routing.ratio)}x`,
);
check(
	"routing overhead (provider list vs raw fetch)",
	`${fixed(routing.ratio)}x`,
	routing.ratio <= budgets.fallback.routingOverheadRatioMax,
	`<= ${budgets.fallback.routingOverheadRatioMax}x`,
);

section("8. Batch runner (@modelyard/batch)");
const batch = await measureBatchThroughput();
const batchMemory = measureBatchMemory();
console.log(
	table([
		["measure", "value"],
		[
			`rows/s, loopback provider, ${batch.rows} rows, concurrency ${batch.concurrency}: runBatch`,
			int(batch.runnerRowsPerSecond),
		],
		["the same calls in a hand-written promise pool", int(batch.poolRowsPerSecond)],
		["runBatch / promise pool (median of paired ratios)", `${fixed(batch.ratio)}x`],
		[`peak RSS, ${int(batchMemory.small)} generated rows`, `${int(batchMemory.smallKb)} KB`],
		[`peak RSS, ${int(batchMemory.large)} generated rows`, `${int(batchMemory.largeKb)} KB`],
		["ratio (flat memory: near 1)", `${fixed(batchMemory.ratio)}x`],
		[`rows/s over ${int(batchMemory.large)} rows (instant fetch)`, int(batchMemory.largeRowsPerSecond)],
		[`peak RSS, ${int(batchMemory.large)} rows read from Parquet`, `${int(batchMemory.parquetKb)} KB`],
		["Parquet / JSONL peak RSS over the same rows", `${fixed(batchMemory.parquetRatio)}x`],
		[`rows/s over ${int(batchMemory.large)} Parquet rows (instant fetch)`, int(batchMemory.parquetRowsPerSecond)],
	]),
);
check(
	"batch rows/s vs promise pool",
	`${fixed(batch.ratio)}x`,
	batch.ratio >= budgets.timing.batchThroughputRatioMin,
	`>= ${budgets.timing.batchThroughputRatioMin}x`,
);
check(
	"batch peak RSS 1M vs 100k rows",
	`${fixed(batchMemory.ratio)}x`,
	batchMemory.ratio <= budgets.timing.batchMemoryRatioMax,
	`<= ${budgets.timing.batchMemoryRatioMax}x`,
);
check(
	"batch peak RSS 1M rows, Parquet vs JSONL",
	`${fixed(batchMemory.parquetRatio)}x`,
	batchMemory.parquetRatio <= budgets.timing.batchParquetMemoryRatioMax,
	`<= ${budgets.timing.batchParquetMemoryRatioMax}x`,
);

section("9. Queue mode (pg-boss 12 on a throwaway PostgreSQL, Node 22 workers, loopback provider answering in 50 ms)");
const queue = await measureQueue();
if (queue.unavailable) console.log(`not measured: ${queue.unavailable}`);
else
	console.log(
		`${queue.rows} rows per run, rows/s between 10% and 90% of the run written; a row's time in a worker slot beyond the provider's ${queue.answerMs} ms is the queue's (pg-boss fetch and completion, output insert):\n${table(
			[
				["workers", "concurrency each", "rows/s", "rows/s if only the provider counted", "queue ms per row"],
				...queue.results.map((r) => [
					r.workers,
					r.concurrency,
					fixed(r.rowsPerSecond, 1),
					int(r.idealRowsPerSecond),
					fixed(r.overheadMsPerRow, 0),
				]),
			],
		)}`,
	);

section(
	`10. Gateway: modelyard serve, a mock upstream and the load each in its own process, a bare node:http pipe and a bare Hono relay beside (${FULL_SCALE.rate} req/s at a steady pace with ${FULL_SCALE.delayMs} ms upstream latency; ${FULL_SCALE.closedConnections} connections closed-loop; ${FULL_SCALE.streams} streams of ${FULL_SCALE.chunks} chunks)`,
);
const gateway = await measureGateway();
const gatewayBars = budgets.gateway;
const { latency, throughput, streams: gatewayStreams } = gateway;
/** The relays of lib/gateway.mjs, as the tables name them. */
const RELAY_LABELS = {
	pipe: "bare node:http pipe",
	floor: "bare Hono relay (the design's floor)",
	gateway: "through the gateway",
};
const relayRows = (row) => Object.entries(RELAY_LABELS).map(([name, label]) => [label, ...row(name)]);
console.log(
	table([
		["at a fixed rate", "ok", "errors", "p50 ms", "p99 ms", "added p50 / p99 ms"],
		[
			"mock directly",
			latency.direct.ok,
			latency.direct.errors,
			fixed(latency.direct.p50, 2),
			fixed(latency.direct.p99, 2),
			"",
		],
		...relayRows((name) => [
			latency[name].ok,
			latency[name].errors,
			fixed(latency[name].p50, 2),
			fixed(latency[name].p99, 2),
			`${fixed(latency.addedP50Ms[name], 2)} / ${fixed(latency.addedP99Ms[name], 2)}`,
		]),
	]),
);
const rpsRows = relayRows((name) => [int(throughput[name].rps), throughput[name].errors]);
if (throughput.portkey) rpsRows.push(["Portkey's gateway", int(throughput.portkey.rps), throughput.portkey.errors]);
console.log(`\n${table([["closed loop", "requests/s", "errors"], ...rpsRows])}`);
if (throughput.portkeyUnavailable) console.log(`Portkey's gateway not measured: ${throughput.portkeyUnavailable}`);
console.log(
	`\n${table([
		["streams", "complete", "chunks lost", "first chunk p50 ms", "added ms"],
		[
			"mock directly",
			gatewayStreams.direct.complete,
			gatewayStreams.direct.lostChunks,
			fixed(gatewayStreams.direct.firstChunkP50, 1),
			"",
		],
		...relayRows((name) => [
			gatewayStreams[name].complete,
			gatewayStreams[name].lostChunks,
			fixed(gatewayStreams[name].firstChunkP50, 1),
			fixed(gatewayStreams.firstChunkAddedP50Ms[name], 1),
		]),
	])}\ngateway peak RSS while streaming: ${fixed(gatewayStreams.peakRssBytes / 1024 / 1024, 0)} MB`,
);
check(
	"gateway added latency p50",
	`${fixed(latency.addedP50Ms.gateway, 2)} ms`,
	latency.addedP50Ms.gateway <= gatewayBars.addedLatencyP50MsMax && latency.gateway.errors === 0,
	`<= ${gatewayBars.addedLatencyP50MsMax} ms, no error`,
);
check(
	"gateway added latency p99",
	`${fixed(latency.addedP99Ms.gateway, 2)} ms`,
	latency.addedP99Ms.gateway <= gatewayBars.addedLatencyP99MsMax,
	`<= ${gatewayBars.addedLatencyP99MsMax} ms`,
);
if (throughput.portkey) {
	const ratio = throughput.gateway.rps / throughput.portkey.rps;
	check(
		"gateway throughput vs Portkey",
		`${fixed(ratio)}x`,
		ratio >= gatewayBars.throughputVsPortkeyMin,
		`>= ${gatewayBars.throughputVsPortkeyMin}x`,
	);
}
if (throughput.portkey) {
	console.log(`the design's floor against Portkey: ${fixed(throughput.floor.rps / throughput.portkey.rps)}x`);
}
console.log(
	`gateway throughput vs the bare pipe: ${fixed(throughput.gateway.rps / throughput.pipe.rps)}x, vs the design's floor: ${fixed(throughput.gateway.rps / throughput.floor.rps)}x`,
);
check(
	"gateway stream chunks lost",
	String(gatewayStreams.gateway.lostChunks),
	gatewayStreams.gateway.lostChunks <= gatewayBars.streamChunksLostMax,
	`<= ${gatewayBars.streamChunksLostMax}`,
);
check(
	"gateway first chunk added p50",
	`${fixed(gatewayStreams.firstChunkAddedP50Ms.gateway, 1)} ms`,
	gatewayStreams.firstChunkAddedP50Ms.gateway <= gatewayBars.streamFirstChunkAddedP50MsMax,
	`<= ${gatewayBars.streamFirstChunkAddedP50MsMax} ms`,
);
check(
	"gateway peak RSS, streams",
	`${fixed(gatewayStreams.peakRssBytes / 1024 / 1024, 0)} MB`,
	gatewayStreams.peakRssBytes <= gatewayBars.streamPeakRssBytesMax,
	`<= ${fixed(gatewayBars.streamPeakRssBytesMax / 1024 / 1024, 0)} MB`,
);

section("Against the budgets");
console.log(table([["measure", "measured", "bar", "verdict"], ...verdicts]));
