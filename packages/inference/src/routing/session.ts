import { HF_HUB_URL, HF_ROUTER_URL } from "../config.js";
import { InferenceClientTimeoutError } from "../errors/index.js";
import { type HttpOptions, realSleep } from "../http/index.js";
import { type HubCache, sharedHubCache } from "../hub-cache/hub-cache.js";
import type { Options } from "../types.js";
import { trimTrailingSlashes } from "./url.js";

/**
 * The network settings of one task call, shared by every request it makes (hub lookups, the main call, polling,
 * output downloads): the caller's fetch and signal, and one deadline for the whole call.
 */
export interface CallSession {
	hubUrl: string;
	/** Where hub answers are cached: the caller's `hubCache` option, else the shared one. */
	hubCache: HubCache;
	routerUrl: string;
	signal: AbortSignal | undefined;
	httpOptions(extra: Pick<HttpOptions, "errorKind" | "provider">): HttpOptions;
	/** A wait between calls (polling) that ends with the call's signal (the caller's abort, or the deadline). */
	sleep(ms: number): Promise<void>;
	/** Stops the call's clock and unlinks the caller's signal: call it when the call is over. */
	end(): void;
}

export function createSession(options: Options = {}): CallSession {
	const { signal, end } = callSignal(options);
	return {
		hubUrl: trimTrailingSlashes(options.hubUrl ?? HF_HUB_URL),
		hubCache: options.hubCache ?? sharedHubCache,
		routerUrl: trimTrailingSlashes(options.routerUrl ?? HF_ROUTER_URL),
		signal,
		// Unset options stay undefined (the http layer reads undefined as "not set"). No per-request timeout: the
		// call's signal carries the deadline to every request, body read, stream and wait of the call.
		// Fields listed, not spread: a spread here costs more than the rest of the session.
		httpOptions: ({ errorKind, provider }) => ({
			errorKind,
			provider,
			fetch: options.fetch,
			signal,
			maxRetries: options.maxRetries,
			retryOnError: options.retry_on_error !== false,
			retry: options.retry,
		}),
		sleep: (ms) => realSleep(ms, signal),
		end,
	};
}

const noop = () => {};

/**
 * With a timeout, one signal for the whole call, aborted with InferenceClientTimeoutError at the deadline (or with
 * the caller's reason): it stops requests, retry and polling waits, body reads and streams alike (a per-request
 * timeout would stop at the headers, leaving a stalled body to hang). Without a timeout, the caller's signal.
 */
function callSignal({ signal, timeout }: Options): { signal: AbortSignal | undefined; end(): void } {
	if (timeout === undefined) return { signal, end: noop };
	const controller = new AbortController();
	const forward = () => controller.abort(signal?.reason);
	if (signal?.aborted) forward();
	signal?.addEventListener("abort", forward);
	const clock = new AbortController();
	realSleep(timeout, clock.signal).then(
		() => controller.abort(new InferenceClientTimeoutError({ timeoutMs: timeout })),
		() => {},
	);
	return {
		signal: controller.signal,
		end: () => {
			clock.abort();
			signal?.removeEventListener("abort", forward);
		},
	};
}
