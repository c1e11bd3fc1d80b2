import { InferenceClient, type Options } from "@modelyard/inference";
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
	| { ok: true; result: T; latencyMs: number }
	| { ok: false; error: string; stopped: boolean; latencyMs: number };

export interface RunSetup {
	token: string;
	hubUrl?: string;
	routerUrl?: string;
	timeoutMs: number;
	signal: AbortSignal;
	/** Called with the number of the attempt about to be made after the server answered 503 (2, 3, ...). */
	onRetry(attempt: number): void;
	urls: ObjectUrls;
	fetch?: typeof fetch;
}

/**
 * A fetch that reports each 503 answer: the client retries those with backoff, so the page can say
 * "retrying (attempt n)" without any change to the client.
 */
export function retryWatchingFetch(base: typeof fetch, onRetry: (attempt: number) => void): typeof fetch {
	let busyAnswers = 0;
	return async (input, init) => {
		const response = await base(input, init);
		if (response.status === 503) onRetry(++busyAnswers + 1);
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

/** Runs one call: times it, and turns whatever it throws into words (a stop is told apart from a failure). */
export async function performRun<T>(run: (call: RunCall) => Promise<T>, setup: RunSetup): Promise<RunOutcome<T>> {
	const options = {
		signal: setup.signal,
		timeout: setup.timeoutMs,
		fetch: retryWatchingFetch(setup.fetch ?? globalThis.fetch.bind(globalThis), setup.onRetry),
	};
	const endpoints = {
		...(setup.hubUrl && { hubUrl: setup.hubUrl }),
		...(setup.routerUrl && { routerUrl: setup.routerUrl }),
	};
	const client = new InferenceClient(setup.token, { ...endpoints, ...options });
	const began = performance.now();
	try {
		const result = await run({ client, options, objectUrl: (blob) => setup.urls.create(blob) });
		return { ok: true, result, latencyMs: performance.now() - began };
	} catch (caught) {
		const stopped = setup.signal.aborted;
		return { ok: false, error: describeError(caught), stopped, latencyMs: performance.now() - began };
	}
}
