import type { HttpRequest, Sleep } from "../../src/http/index.js";

/** A sleep that resolves at once and records every wait asked for (retry delays, timeouts). */
export function instantClock(): { sleep: Sleep; waits: number[] } {
	const waits: number[] = [];
	const sleep: Sleep = (ms, signal) => {
		waits.push(ms);
		return signal?.aborted ? Promise.reject(signal.reason) : Promise.resolve();
	};
	return { sleep, waits };
}

interface Timer {
	at: number;
	fire: () => void;
}

/**
 * A clock moved by hand: sleeps resolve when `advance` passes their time, and reject with the abort reason
 * as soon as their signal aborts (like the real one).
 */
export function manualClock() {
	let now = 0;
	const timers: Timer[] = [];
	const waits: number[] = [];
	const sleep: Sleep = (ms, signal) =>
		new Promise<void>((resolve, reject) => {
			waits.push(ms);
			if (signal?.aborted) {
				reject(signal.reason);
				return;
			}
			const timer: Timer = {
				at: now + ms,
				fire: () => {
					signal?.removeEventListener("abort", onAbort);
					resolve();
				},
			};
			const onAbort = () => {
				timers.splice(timers.indexOf(timer), 1);
				reject(signal?.reason);
			};
			signal?.addEventListener("abort", onAbort, { once: true });
			timers.push(timer);
		});
	return {
		sleep,
		waits,
		pending: () => timers.length,
		/** Moves time forward, firing due timers in order, letting the code under test run in between. */
		async advance(ms: number) {
			const target = now + ms;
			for (;;) {
				await flush();
				timers.sort((a, b) => a.at - b.at);
				const due = timers[0];
				if (!due || due.at > target) break;
				timers.shift();
				now = due.at;
				due.fire();
			}
			now = target;
			await flush();
		},
	};
}

/** Lets pending promise callbacks run (a few macrotask turns, no real waiting). */
export async function flush(): Promise<void> {
	for (let i = 0; i < 5; i++) await new Promise<void>((resolve) => setImmediate(resolve));
}

export interface FetchCall {
	url: string;
	init: RequestInit;
}

type Answer = Response | Error | (() => Response | Promise<Response>);

/**
 * A fetch answering from a script, one entry per call (the last entry repeats: make it a factory or an
 * error then), recording every call. Responses are handed out as they are (no clone), so a test sees
 * whether their body was cancelled.
 */
export function scriptedFetch(...answers: Answer[]): typeof fetch & { calls: FetchCall[] } {
	const calls: FetchCall[] = [];
	const handedOut = new Set<Response>();
	const fetchImpl = async (input: RequestInfo | URL, init?: RequestInit) => {
		calls.push({ url: String(input), init: init ?? {} });
		const answer = answers[Math.min(calls.length - 1, answers.length - 1)];
		if (answer instanceof Error) throw answer;
		if (typeof answer === "function") return answer();
		if (!answer || handedOut.has(answer)) throw new Error("scriptedFetch: no answer left for this call");
		handedOut.add(answer);
		return answer;
	};
	return Object.assign(fetchImpl, { calls });
}

export function jsonResponse(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
	return new Response(JSON.stringify(body), {
		status,
		headers: { "content-type": "application/json", ...headers },
	});
}

export const POST: HttpRequest = {
	url: "https://router.huggingface.co/together/v1/chat/completions",
	method: "POST",
	headers: { Authorization: "Bearer hf_test_token_abc", "Content-Type": "application/json" },
	body: { model: "m" },
};

/** A response body made of the given byte chunks, recording whether the consumer cancelled it. */
export function chunkedBody(chunks: readonly Uint8Array[]): {
	stream: ReadableStream<Uint8Array>;
	cancelled: () => boolean;
	/** Read to its end (its last chunk pulled, then its close). */
	readToEnd: () => boolean;
} {
	let index = 0;
	let cancelled = false;
	let closed = false;
	const stream = new ReadableStream<Uint8Array>({
		pull(controller) {
			const chunk = chunks[index++];
			if (chunk) return controller.enqueue(chunk);
			closed = true;
			controller.close();
		},
		cancel() {
			cancelled = true;
		},
	});
	return { stream, cancelled: () => cancelled, readToEnd: () => closed };
}

export function eventStreamResponse(body: ReadableStream<Uint8Array> | string, contentType = "text/event-stream") {
	return new Response(body, { headers: { "content-type": contentType } });
}

/** The recorded exchanges of the shared data set. */
export interface RecordedExchange {
	url: string;
	init: { headers?: Record<string, string>; method?: string; body?: string };
	response: { body: string; status: number; statusText?: string; headers: Record<string, string> };
}

export async function loadRecordedExchanges(): Promise<RecordedExchange[]> {
	const { readFile } = await import("node:fs/promises");
	const file = new URL("../../../../../shared/data/recorded-exchanges.json", import.meta.url);
	return Object.values(JSON.parse(await readFile(file, "utf8")) as Record<string, RecordedExchange>);
}

export function headerOf(headers: Record<string, string>, name: string): string | undefined {
	const entry = Object.entries(headers).find(([key]) => key.toLowerCase() === name);
	return entry?.[1];
}
