import {
	type Receipt as ClientReceipt,
	InferenceClient,
	type JobHandle,
	jobHandleOf,
	type Options,
	type RoutingState,
} from "@modelyard/inference";
import { pageHubCache } from "../../data/hub.js";
import { describeError, notRecorded } from "./describe-error.js";
import type { Receipt } from "./receipt.js";
import { replayOnlyFetch } from "./replay-only-fetch.js";
import type { Policy } from "./routing.js";
import { type JobProgress, watchingFetch } from "./watch-fetch.js";

export { NotRecordedError } from "./watch-fetch.js";

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
	| { ok: true; result: T; latencyMs: number; fixture: boolean; receipt: Receipt }
	/**
	 * `notice`: not a failure, but an answer offline mode does not have (worded as information). `jobRunsOn`: a job
	 * the provider accepted was left unfinished (polls that failed, a refused token, the time limit): it runs on, and
	 * its kept handle resumes it.
	 */
	| { ok: false; error: string; notice: boolean; stopped: boolean; latencyMs: number; jobRunsOn: boolean };

export interface RunSetup {
	token: string;
	hubUrl?: string;
	routerUrl?: string;
	timeoutMs: number;
	signal: AbortSignal;
	/** Called with the number of the attempt about to be made after the server answered 503 (2, 3, ...). */
	onRetry(attempt: number): void;
	/** Called while a queued job (video, images) is polled, with its status. */
	onJob?(job: JobProgress): void;
	/** Called once a provider accepted a job, with its handle (kept so a reload resumes it). */
	keepJob?(job: JobHandle): void;
	/** Offline (replay) mode: only the recording of this exact input is an answer. */
	offline: boolean;
	/** Offline: the local replay, the one address calls go to whatever the token (see replay-only-fetch). */
	replayUrl?: string;
	urls: ObjectUrls;
	fetch?: typeof fetch;
	/** The page's client state for these settings: breakers and the scoreboard carry over between runs. */
	routingState?: RoutingState;
	/** The order to try `auto`'s or a list's providers in. */
	policy?: Policy;
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
 * Runs one call: times it, makes its receipt, and turns whatever it throws into words (a stop is told apart
 * from a failure, and an answer offline mode lacks from both).
 */
export async function performRun<T>(run: (call: RunCall) => Promise<T>, setup: RunSetup): Promise<RunOutcome<T>> {
	const network = setup.fetch ?? globalThis.fetch.bind(globalThis);
	const base = setup.offline && setup.replayUrl ? replayOnlyFetch(network, setup.replayUrl) : network;
	const { fetch, watched } = watchingFetch(base, {
		onRetry: setup.onRetry,
		onJob: setup.onJob,
		offline: setup.offline,
	});
	const options = { signal: setup.signal, timeout: setup.timeoutMs, fetch };
	const endpoints = {
		...(setup.hubUrl && { hubUrl: setup.hubUrl }),
		...(setup.routerUrl && { routerUrl: setup.routerUrl }),
	};
	let clientReceipt: ClientReceipt | undefined;
	const client = new InferenceClient(setup.token, {
		...endpoints,
		...options,
		hubCache: pageHubCache(setup.token),
		...(setup.routingState && { routingState: setup.routingState }),
		...(setup.policy && { policy: setup.policy }),
		...(setup.keepJob && { onJob: setup.keepJob }),
		onReceipt: (receipt) => {
			clientReceipt = receipt;
		},
	});
	const began = performance.now();
	try {
		const result = await run({ client, options, objectUrl: (blob) => setup.urls.create(blob) });
		const latencyMs = performance.now() - began;
		// What the answers said of themselves: only the replay marks an answer as recorded.
		const source = watched.fixture ? "stand-in" : watched.replayed ? "recording" : "live";
		const receipt = receiptOf(clientReceipt, latencyMs, source);
		return { ok: true, result, latencyMs, fixture: watched.fixture, receipt };
	} catch (caught) {
		const stopped = setup.signal.aborted;
		const jobRunsOn = !stopped && jobHandleOf(caught) !== undefined;
		// A stop is a stop, whatever the call threw on its way out.
		const words = stopped ? "Stopped." : describeError(caught);
		const error = jobRunsOn ? `${words} The job was accepted and runs on: reopen this page to follow it.` : words;
		const notice = !stopped && notRecorded(caught) !== undefined;
		return { ok: false, error, notice, stopped, latencyMs: performance.now() - began, jobRunsOn };
	}
}

/**
 * The run's receipt: the client's own (last call of the run) is the one source of who served (the router's
 * answer for `auto`), the attempts and the request id; the page adds the whole run's latency and the source.
 */
function receiptOf(call: ClientReceipt | undefined, latencyMs: number, source: Receipt["source"]): Receipt {
	const provider = call?.provider && call.provider !== "auto" ? call.provider : undefined;
	const requestId = call?.requestId;
	const usage = call?.usage as Receipt["usage"] | undefined;
	return {
		...(provider && { provider }),
		attempts: call?.attempts ?? [],
		latencyMs,
		...(call?.firstByteMs !== undefined && { firstByteMs: call.firstByteMs }),
		...(call?.firstTokenMs !== undefined && { firstTokenMs: call.firstTokenMs }),
		...(usage && { usage }),
		...(call?.costUsd !== undefined && { costUsd: call.costUsd }),
		// A recording's request id is the recorded call's, not one of this run.
		...(requestId && source === "live" && { requestId }),
		source,
	};
}
