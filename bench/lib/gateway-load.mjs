// The gateway bench's load, from a process of its own: requests at a steady rate, closed-loop (autocannon), or N
// concurrent streams, each one's time to its first chunk and its chunks counted. Prints one JSON result.
import { Agent, request } from "node:http";
import autocannon from "autocannon";

const spec = JSON.parse(process.argv[2]);
const body = (stream) =>
	JSON.stringify({ model: spec.model, stream, messages: [{ role: "user", content: "Say ok" }], max_tokens: 8 });

function percentile(sorted, p) {
	if (sorted.length === 0) return Number.NaN;
	return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

function cannon(options, onResponse) {
	return new Promise((resolve, reject) => {
		const instance = autocannon(
			{
				url: spec.url,
				method: "POST",
				headers: { "content-type": "application/json", ...spec.headers },
				body: body(false),
				...options,
			},
			(error, result) => (error ? reject(error) : resolve(result)),
		);
		if (onResponse) instance.on("response", onResponse);
	});
}

/**
 * `rate` requests per second for `seconds`, each sent at its own moment (one every 1000/rate ms), whatever the
 * answers before it are doing: with a 1.5 s upstream, 750 are in flight. Autocannon cannot pace so: its rate is a
 * per-connection count reset every second, so all connections send together and again the moment they are answered
 * (bursts of 500 every 1.5 s, about 3,000 of the 5,000 requests sent). Each request's time, in fractional ms, runs
 * from its send to its last byte.
 */
async function atRate() {
	const agent = new Agent({ keepAlive: true, maxSockets: Number.POSITIVE_INFINITY });
	const payload = body(false);
	const headers = { "content-type": "application/json", "content-length": Buffer.byteLength(payload), ...spec.headers };
	const total = Math.round(spec.rate * spec.seconds);
	const intervalMs = 1000 / spec.rate;
	const times = [];
	let errors = 0;
	const one = () =>
		new Promise((resolve) => {
			const sent = performance.now();
			const call = request(spec.url, { method: "POST", agent, headers }, (answer) => {
				answer.resume();
				answer.on("end", () => {
					if (answer.statusCode === 200) times.push(performance.now() - sent);
					else errors++;
					resolve();
				});
				answer.on("error", () => resolve(errors++));
			});
			call.on("error", () => resolve(errors++));
			call.end(payload);
		});
	const pending = [];
	const started = performance.now();
	for (let sent = 0; sent < total; ) {
		// Every request whose moment has come (a late timer sends the ones it owes at once).
		while (sent < total && performance.now() - started >= sent * intervalMs) {
			pending.push(one());
			sent++;
		}
		await new Promise((resolve) => setTimeout(resolve, Math.max(0, started + sent * intervalMs - performance.now())));
	}
	await Promise.all(pending);
	agent.destroy();
	times.sort((a, b) => a - b);
	return { ok: times.length, errors, p50: percentile(times, 50), p99: percentile(times, 99) };
}

async function closedLoop() {
	const result = await cannon({ connections: spec.connections, duration: spec.seconds });
	return { rps: result.requests.average, errors: result.errors + result.timeouts + result.non2xx };
}

function oneStream(agent, started) {
	return new Promise((resolve) => {
		let firstChunkMs;
		let text = "";
		const headers = { "content-type": "application/json", ...spec.headers };
		const call = request(spec.url, { method: "POST", agent, headers }, (answer) => {
			answer.setEncoding("utf8");
			answer.on("data", (part) => {
				firstChunkMs ??= performance.now() - started;
				text += part;
			});
			answer.on("end", () => {
				const events = text.split("\n\n").filter((event) => event.startsWith("data: {") && event.includes('"delta"'));
				resolve({
					status: answer.statusCode,
					firstChunkMs,
					chunks: events.length,
					done: text.includes("data: [DONE]"),
				});
			});
			answer.on("error", () => resolve({ status: answer.statusCode, firstChunkMs, chunks: 0, done: false }));
		});
		call.on("error", () => resolve({ status: 0, chunks: 0, done: false }));
		call.end(body(true));
	});
}

async function streams() {
	const agent = new Agent({ keepAlive: true, maxSockets: Number.POSITIVE_INFINITY });
	const started = performance.now();
	const results = await Promise.all(Array.from({ length: spec.count }, () => oneStream(agent, started)));
	const firsts = results.map((r) => r.firstChunkMs ?? Number.NaN).sort((a, b) => a - b);
	return {
		streams: results.length,
		complete: results.filter((r) => r.status === 200 && r.done && r.chunks === spec.chunks).length,
		lostChunks: results.reduce((lost, r) => lost + (spec.chunks - r.chunks), 0),
		firstChunkP50: percentile(firsts, 50),
	};
}

const measures = { rate: atRate, closed: closedLoop, streams };
console.log(JSON.stringify(await measures[spec.kind]()));
