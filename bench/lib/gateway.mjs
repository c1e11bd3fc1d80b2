// Section 10 of `npm run bench`: `modelyard serve` against a loopback mock upstream answering after a fixed delay,
// each in a process of its own, the load from a third (lib/gateway-load.mjs). Measured: latency the gateway adds at
// a steady rate, against calling the mock directly; closed-loop throughput and, when it installs from npm,
// Portkey's gateway; concurrent streams (chunks lost, first chunk added, RSS). Two floors are measured beside the
// gateway in all three, in the same minutes: a bare node:http pipe (what this machine allows any relay) and a bare
// Hono relay on the gateway's own adapter and transport (what it allows any relay built as the gateway is).
import { execFileSync, spawn } from "node:child_process";
import { existsSync, mkdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { bundleCliFromSource, bundleFromSource } from "../../tools/cli-from-source/bundle-cli.mjs";

const here = (file) => fileURLToPath(new URL(file, import.meta.url));
const repoRoot = fileURLToPath(new URL("../../", import.meta.url));
const MODEL = "bench-org/bench-chat";
const PORTKEY = "@portkey-ai/gateway@1.15.2";

/** The scale: 500 requests/s with 1.5 s upstream latency (750 in flight), 500 streams of 200 chunks. */
export const FULL_SCALE = {
	rate: 500,
	rateSeconds: 10,
	delayMs: 1500,
	closedSeconds: 8,
	closedConnections: 100,
	streams: 500,
	chunks: 200,
	chunkMs: 10,
	portkey: true,
};

/** A node process running `args`; resolves once `ready(line)` matched a line of its `stream` output. */
function startProcess(args, { env = {}, stream = "stdout", ready = (line) => /^\d+$/.test(line) } = {}) {
	const child = spawn(process.execPath, args, {
		env: { ...process.env, ...env },
		stdio: ["ignore", stream === "stdout" ? "pipe" : "ignore", stream === "stderr" ? "pipe" : "ignore"],
	});
	const output = child[stream];
	return new Promise((resolve, reject) => {
		let text = "";
		const onData = (part) => {
			text += part;
			for (const line of text.split("\n")) {
				const matched = ready(line.trim());
				if (matched) {
					output.off("data", onData);
					output.resume();
					return resolve({ child, value: matched === true ? line.trim() : matched, stop: () => stopProcess(child) });
				}
			}
		};
		output.on("data", onData);
		child.once("exit", (code) => reject(new Error(`${args.join(" ")} exited (${code}) before it was ready: ${text}`)));
	});
}

function stopProcess(child) {
	// Ended already (by itself, or killed: a killed child has a signalCode and no exitCode).
	if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
	return new Promise((resolve) => {
		child.once("exit", () => resolve());
		child.kill("SIGKILL");
	});
}

async function startMock(settings) {
	const mock = await startProcess([here("./gateway-mock.mjs"), JSON.stringify(settings)]);
	return { ...mock, url: `http://127.0.0.1:${mock.value}` };
}

/** The bare node:http pipe (lib/gateway-pipe.mjs) in front of `mock`. */
async function startPipe(mock) {
	const pipe = await startProcess([here("./gateway-pipe.mjs"), mock.value]);
	return { ...pipe, url: `http://127.0.0.1:${pipe.value}` };
}

/** The design's floor (lib/gateway-floor.ts, bundled from source) in front of `mock`. */
async function startFloor(mock) {
	const bundle = await bundleFromSource("bench/lib/gateway-floor.ts", "bench-floor");
	const floor = await startProcess([bundle, mock.value]);
	return { ...floor, url: `http://127.0.0.1:${floor.value}` };
}

async function startGateway(cli, mockUrl) {
	const gateway = await startProcess([cli, "serve", "--port", "0", "--hub-url", mockUrl, "--router-url", mockUrl], {
		env: { HF_TOKEN: "hf_benchGatewayToken000000000000" },
		stream: "stderr",
		ready: (line) => line.match(/listening on (http:\/\/\S+)\/v1/)?.[1],
	});
	return { ...gateway, url: gateway.value };
}

/** Portkey's gateway from npm, installed once into node_modules/.cache (not a dependency of the project). */
async function startPortkey() {
	const prefix = join(repoRoot, "node_modules/.cache/bench-portkey");
	const server = join(prefix, "node_modules/@portkey-ai/gateway/build/start-server.js");
	if (!existsSync(server)) {
		mkdirSync(prefix, { recursive: true });
		execFileSync("npm", ["install", "--no-audit", "--no-fund", "--no-save", "--prefix", prefix, PORTKEY], {
			stdio: "ignore",
			timeout: 180_000,
		});
	}
	const port = 20000 + Math.floor(Math.random() * 20000);
	const portkey = await startProcess([server, `--port=${port}`, "--headless"], {
		ready: (line) => (line.includes(String(port)) ? true : undefined),
	});
	return { ...portkey, url: `http://127.0.0.1:${port}` };
}

function load(spec) {
	const printed = execFileSync(process.execPath, [here("./gateway-load.mjs"), JSON.stringify(spec)], {
		encoding: "utf8",
		maxBuffer: 16 * 1024 * 1024,
	});
	return JSON.parse(printed.trim().split("\n").pop());
}

/** Peak resident memory of a process (Linux), in bytes. */
function peakRss(pid) {
	const match = readFileSync(`/proc/${pid}/status`, "utf8").match(/VmHWM:\s+(\d+) kB/);
	return match ? Number(match[1]) * 1024 : Number.NaN;
}

const chat = (url) => `${url}/v1/chat/completions`;

/**
 * What stands between the load and the mock, each measured in the same minutes: the bare pipe and the design's
 * floor (what this machine allows any relay, and any relay built as the gateway is), then the gateway.
 */
const relays = (cli) => [
	{ name: "pipe", model: MODEL, start: startPipe },
	{ name: "floor", model: MODEL, start: startFloor },
	{ name: "gateway", model: `${MODEL}:together`, start: (mock) => startGateway(cli, mock.url) },
];

/**
 * `measure(url, model)` for each relay in turn in front of `mock`, after a warm-up (connections, the JIT, the hub
 * lookup). Answers the figures by relay name, and the gateway's peak RSS.
 */
async function eachRelay(cli, mock, stops, { warm, measure }) {
	const byRelay = {};
	let gatewayPeakRssBytes;
	for (const relay of relays(cli)) {
		const running = await relay.start(mock);
		stops.push(running.stop);
		warm(running.url, relay.model);
		byRelay[relay.name] = measure(running.url, relay.model);
		if (relay.name === "gateway") gatewayPeakRssBytes = peakRss(running.child.pid);
		await running.stop();
	}
	return { byRelay, gatewayPeakRssBytes };
}

/** Each relay's figure less the direct one, by relay name. */
function addedTo(direct, byRelay, read) {
	return Object.fromEntries(Object.entries(byRelay).map(([name, figure]) => [name, read(figure) - read(direct)]));
}

/** Runs the three measures at `scale` (FULL_SCALE for the bench; the test passes a small one). */
export async function measureGateway(scale = FULL_SCALE) {
	const cli = await bundleCliFromSource();
	const stops = [];
	const figures = {};
	try {
		// 1. Added latency at a fixed rate, slow upstream: many requests in flight.
		const slow = await startMock({ delayMs: scale.delayMs, chunks: 1, chunkMs: 0 });
		stops.push(slow.stop);
		const rate = (url, model, seconds = scale.rateSeconds) =>
			load({ kind: "rate", url: chat(url), model, rate: scale.rate, seconds });
		const direct = rate(slow.url, MODEL);
		const { byRelay: atRate } = await eachRelay(cli, slow, stops, {
			warm: (url, model) => rate(url, model, Math.min(2, scale.rateSeconds)),
			measure: rate,
		});
		figures.latency = {
			direct,
			...atRate,
			addedP50Ms: addedTo(direct, atRate, (side) => side.p50),
			addedP99Ms: addedTo(direct, atRate, (side) => side.p99),
		};
		await slow.stop();

		// 2. Closed-loop throughput, upstream answering at once: the relay is what limits.
		const instant = await startMock({ delayMs: 0, chunks: 1, chunkMs: 0 });
		stops.push(instant.stop);
		const closed = (url, model, headers, seconds = scale.closedSeconds) =>
			load({ kind: "closed", url, model, headers, connections: scale.closedConnections, seconds });
		const { byRelay: throughput } = await eachRelay(cli, instant, stops, {
			warm: (url, model) => closed(chat(url), model, undefined, Math.min(2, scale.closedSeconds)),
			measure: (url, model) => closed(chat(url), model),
		});
		figures.throughput = throughput;
		if (scale.portkey) {
			try {
				const portkey = await startPortkey();
				stops.push(portkey.stop);
				const headers = {
					authorization: "Bearer bench",
					"x-portkey-provider": "openai",
					"x-portkey-custom-host": `${instant.url}/v1`,
				};
				closed(chat(portkey.url), MODEL, headers, Math.min(2, scale.closedSeconds));
				figures.throughput.portkey = closed(chat(portkey.url), MODEL, headers);
				await portkey.stop();
			} catch (error) {
				figures.throughput.portkeyUnavailable = String(error?.message ?? error).split("\n")[0];
			}
		}
		await instant.stop();

		// 3. Concurrent streams: every chunk through, first chunk's added time, the gateway's peak RSS.
		const streaming = await startMock({ delayMs: 0, chunks: scale.chunks, chunkMs: scale.chunkMs });
		stops.push(streaming.stop);
		const streams = (url, model, count = scale.streams) =>
			load({ kind: "streams", url: chat(url), model, count, chunks: scale.chunks });
		const directStreams = streams(streaming.url, MODEL);
		const { byRelay: streamed, gatewayPeakRssBytes } = await eachRelay(cli, streaming, stops, {
			warm: (url, model) => streams(url, model, Math.ceil(scale.streams / 10)),
			measure: streams,
		});
		figures.streams = {
			direct: directStreams,
			...streamed,
			firstChunkAddedP50Ms: addedTo(directStreams, streamed, (side) => side.firstChunkP50),
			peakRssBytes: gatewayPeakRssBytes,
		};
	} finally {
		await Promise.all(stops.map((stop) => stop()));
	}
	return figures;
}
