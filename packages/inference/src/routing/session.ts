import { HF_HUB_URL, HF_ROUTER_URL } from "../config.js";
import { type HttpOptions, realSleep } from "../http/index.js";
import type { Options } from "../types.js";
import { trimTrailingSlashes } from "./url.js";

/**
 * The network settings of one task call, shared by every request it makes (hub lookups, the main call, polling,
 * output downloads): the caller's fetch and signal, and one deadline for the whole call.
 */
export interface CallSession {
	hubUrl: string;
	routerUrl: string;
	signal: AbortSignal | undefined;
	httpOptions(extra: Pick<HttpOptions, "errorKind" | "provider" | "chatCompletionModel">): HttpOptions;
	/** A wait between calls (polling) that ends with the caller's signal and never outlasts the call's budget. */
	sleep(ms: number): Promise<void>;
}

export function createSession(options: Options = {}): CallSession {
	const deadline = options.timeout === undefined ? undefined : Date.now() + options.timeout;
	const remaining = (): number | undefined => (deadline === undefined ? undefined : Math.max(0, deadline - Date.now()));
	return {
		hubUrl: trimTrailingSlashes(options.hubUrl ?? HF_HUB_URL),
		routerUrl: trimTrailingSlashes(options.routerUrl ?? HF_ROUTER_URL),
		signal: options.signal,
		// Unset options stay undefined (the http layer reads undefined as "not set").
		httpOptions: (extra) => ({
			...extra,
			fetch: options.fetch,
			signal: options.signal,
			// Each request gets what is left of the call's budget, so the budget covers the whole call.
			// Timeout errors report the caller's budget, not the part left for this request.
			timeout: remaining(),
			callTimeout: options.timeout,
			maxRetries: options.maxRetries,
			retryOnError: options.retry_on_error !== false,
		}),
		sleep: (ms) => realSleep(Math.min(ms, remaining() ?? ms), options.signal),
	};
}
