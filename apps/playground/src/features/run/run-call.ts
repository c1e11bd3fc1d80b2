import { HubCache, InferenceClient, type Options } from "@modelyard/inference";
import { describeError } from "./describe-error.js";

/** What a panel's run function is given: a client set up for this run, its call options, and a URL maker. */
export interface RunCall {
	/** Sends to the Hub / router of the current mode, with this run's signal, timeout and retry watcher. */
	client: InferenceClient;
	/** The same options, for code that calls task functions or fetch itself. */
	options: Required<Pick<Options, "signal" | "timeout" | "fetch">>;
	/** A URL for a result blob; revoked when the next run starts or the panel goes away. */
	objectUrl(blob: Blob): string;
}

export type RunOutcome<T> =
	| { ok: true; result: T; latencyMs: number; fixture: boolean }
	| { ok: false; error: string; stopped: boolean; latencyMs: number };

export interface RunSetup {
	token: string;
	hubUrl?: string;
	routerUrl?: string;
	timeoutMs: number;
	signal: AbortSignal;
	/** Called with the number of the attempt about to be made after the server answered 503 (2, 3, ...). */
	onRetry(attempt: number): void;
	/** Offline (replay) mode: only the recording of this exact input is an answer. */
	offline: boolean;
	urls: ObjectUrls;
	fetch?: typeof fetch;
}

/**
 * Offline, the replay server answers an input it has no recording of with a recording of ANOTHER input
 * (`x-replay-match: url`), and a recorded image / audio answer, whose bytes were not kept, with a sample file
 * (`x-replay-stand-in`). Neither is an answer to what the person sent, so the run stops with this error.
 */
export class NotRecordedError extends Error {
	override name = "NotRecordedError";
}

export interface FetchWatch {
	/** Called with the number of the attempt about to be made after the server answered 503 (2, 3, ...). */
	onRetry(attempt: number): void;
	/** Offline (replay) mode: refuse answers that are not the recording of this exact input. */
	offline: boolean;
	/** Called when the answer is one of our own fixtures (a recording that was cut, completed by us). */
	onFixture(): void;
}

/**
 * A fetch that watches the answers: each 503 (the client retries those with backoff, so the page can say
 * "retrying (attempt n)" without any change to the client), and offline, what the replay server says of them.
 */
export function watchingFetch(base: typeof fetch, watch: FetchWatch): typeof fetch {
	let busyAnswers = 0;
	return async (input, init) => {
		const response = await base(input, init);
		if (response.status === 503) watch.onRetry(++busyAnswers + 1);
		if (!watch.offline) return response;
		if (response.headers.get("x-replay-match") === "url") {
			await response.body?.cancel();
			throw new NotRecordedError(
				"Offline, no recording answers this input, so nothing is shown (the replay only has answers to the recorded examples). Pick a recorded example, or switch to online mode in Settings.",
			);
		}
		const standIn = response.headers.get("x-replay-stand-in");
		if (standIn) {
			await response.body?.cancel();
			throw new NotRecordedError(
				"Offline, this input was recorded, but the recording kept no copy of the image or audio the model returned, so there is nothing to show. Switch to online mode in Settings to get one.",
			);
		}
		if (response.headers.get("x-replay-source") === "fixture") watch.onFixture();
		return response;
	};
}

/** Object URLs made for one run's results, revoked together so replaced results do not leak their blobs. */
export class ObjectUrls {
	#urls: string[] = [];

	create(blob: Blob): string {
		const url = URL.createObjectURL(blob);
		this.#urls.push(url);
		return url;
	}

	revokeAll(): void {
		for (const url of this.#urls) URL.revokeObjectURL(url);
		this.#urls = [];
	}
}

/**
 * The page's hub caches, one per token (a mapping read with one token is not shown to another): a model's
 * mapping is looked up once for the page's life, not at every run (each run has a client of its own).
 */
const hubCaches = new Map<string, HubCache>();

function pageHubCache(token: string): HubCache {
	let cache = hubCaches.get(token);
	if (cache === undefined) {
		cache = new HubCache();
		hubCaches.set(token, cache);
	}
	return cache;
}

/** Forgets every hub answer the page cached (tests; a changed setting needs no call: the keys differ). */
export function clearPageHubCaches(): void {
	hubCaches.clear();
}

/** Runs one call: times it, and turns whatever it throws into words (a stop is told apart from a failure). */
export async function performRun<T>(run: (call: RunCall) => Promise<T>, setup: RunSetup): Promise<RunOutcome<T>> {
	let fixture = false;
	const options = {
		signal: setup.signal,
		timeout: setup.timeoutMs,
		fetch: watchingFetch(setup.fetch ?? globalThis.fetch.bind(globalThis), {
			onRetry: setup.onRetry,
			offline: setup.offline,
			onFixture: () => {
				fixture = true;
			},
		}),
	};
	const endpoints = {
		...(setup.hubUrl && { hubUrl: setup.hubUrl }),
		...(setup.routerUrl && { routerUrl: setup.routerUrl }),
	};
	const client = new InferenceClient(setup.token, { ...endpoints, ...options, hubCache: pageHubCache(setup.token) });
	const began = performance.now();
	try {
		const result = await run({ client, options, objectUrl: (blob) => setup.urls.create(blob) });
		return { ok: true, result, latencyMs: performance.now() - began, fixture };
	} catch (caught) {
		const stopped = setup.signal.aborted;
		return { ok: false, error: describeError(caught), stopped, latencyMs: performance.now() - began };
	}
}
