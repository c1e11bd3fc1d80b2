// Routing with fallback, measured: (1) success rate and latency when the first provider fails 30% of calls
// (connection resets and 503s, half each) with a provider list against the same provider alone, in the same run,
// over a loopback server; (2) routing overhead on the success path (a two-provider list whose first answers)
// against a raw fetch loop doing the same HTTP work, with an instant fetch.
import { createServer } from "node:http";
import { chatCompletion, HubCache } from "@modelyard/inference";
import { CHAT_ANSWER, MODEL, mappingBody } from "./fake-server.mjs";
import { pairedMedians } from "./stats.mjs";

const TOKEN = "hf_bench_fallback";
const messages = [{ role: "user", content: "Capital of France?" }];
const PROVIDERS = ["together", "fireworks-ai"];
const MAPPING = mappingBody(PROVIDERS, "conversational", (provider) => `${provider}/m`);

/** A deterministic source in [0, 1) (so both runs meet the same failures in the same order). */
function seeded(seed) {
	let state = seed;
	return () => {
		state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
		return state / 2 ** 31;
	};
}

/** The router: together fails 30% of its calls (a reset or a 503, alternately), fireworks-ai always answers. */
async function startFlakyRouter(seed) {
	const random = seeded(seed);
	let failures = 0;
	const server = createServer((request, response) => {
		request.resume();
		request.on("end", () => {
			if (request.url?.startsWith("/api/models/")) {
				response.writeHead(200, { "content-type": "application/json" });
				return response.end(MAPPING);
			}
			if (request.url?.startsWith("/together/") && random() < 0.3) {
				if (failures++ % 2 === 0) return response.destroy();
				response.writeHead(503, { "content-type": "application/json" });
				return response.end('{"error":"overloaded"}');
			}
			// A few ms of "inference", as a provider would take.
			setTimeout(() => {
				response.writeHead(200, { "content-type": "application/json" });
				response.end(CHAT_ANSWER);
			}, 5);
		});
	});
	await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
	return { url: `http://127.0.0.1:${server.address().port}`, close: () => new Promise((r) => server.close(r)) };
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))];

async function reliabilityOf(provider, calls, concurrency) {
	const router = await startFlakyRouter(20);
	const options = { hubUrl: router.url, routerUrl: router.url, hubCache: new HubCache(), timeout: 30_000 };
	const latencies = [];
	let ok = 0;
	let next = 0;
	const worker = async () => {
		while (next < calls) {
			next++;
			const started = performance.now();
			try {
				await chatCompletion({ accessToken: TOKEN, model: MODEL, provider, messages }, options);
				ok++;
			} catch {
				// counted as a failure
			}
			latencies.push(performance.now() - started);
		}
	};
	await Promise.all(Array.from({ length: concurrency }, worker));
	await router.close();
	latencies.sort((a, b) => a - b);
	return { successRate: ok / calls, p50: percentile(latencies, 0.5), p95: percentile(latencies, 0.95) };
}

/** Success rate and p50/p95 latency (ms): "together" alone, then ["together", "fireworks-ai"], same server. */
export async function measureFallbackReliability({ calls = 300, concurrency = 10 } = {}) {
	return {
		single: await reliabilityOf("together", calls, concurrency),
		list: await reliabilityOf(PROVIDERS, calls, concurrency),
	};
}

/** Calls per second of a provider-list call whose first provider answers, against a raw fetch loop (instant fetch). */
export async function measureRoutingOverhead({ calls = 2_000, runs = 15 } = {}) {
	const fetch = async (input) => {
		const url = typeof input === "string" ? input : input.url;
		const body = url.includes("/api/models/") ? MAPPING : CHAT_ANSWER;
		return new Response(body, { headers: { "content-type": "application/json" } });
	};
	const options = { fetch, hubCache: new HubCache() };
	const routed = () => chatCompletion({ accessToken: TOKEN, model: MODEL, provider: PROVIDERS, messages }, options);
	const raw = () =>
		fetch("https://router.huggingface.co/together/v1/chat/completions", {
			method: "POST",
			headers: { Authorization: `Bearer ${TOKEN}`, "Content-Type": "application/json" },
			body: JSON.stringify({ model: "together/m", messages }),
		}).then((response) => response.json());
	const perSecond = async (fn) => {
		const start = performance.now();
		for (let index = 0; index < calls; index++) await fn();
		return (calls / (performance.now() - start)) * 1000;
	};
	const [rawPerSecond, routedPerSecond, ratio] = await pairedMedians(
		runs,
		() => perSecond(raw),
		() => perSecond(routed),
	);
	return { raw: rawPerSecond, routed: routedPerSecond, ratio };
}
