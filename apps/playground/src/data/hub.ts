import { HubCache, type HubReadOptions } from "@modelyard/inference";
import { endpoints, type Settings } from "../app/settings.js";

/**
 * The page's hub caches, one per token (a mapping read with one token is not shown to another): a model's
 * mapping and info are looked up once for the page's life, not at every run or render.
 */
const hubCaches = new Map<string, HubCache>();

export function pageHubCache(token: string): HubCache {
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

/**
 * How the page reads the Hub: through the client's hub layer (its rule: only an hf_ token is sent to the Hub),
 * at the Hub of the current mode, with the page's cache for this token. Offline, the Hub is the local replay,
 * whose answer never changes: a 503 (no recordings beside this clone) is final, not retried until the time limit.
 */
export function hubReadOptions(settings: Settings, signal: AbortSignal): HubReadOptions {
	const { hubUrl } = endpoints(settings);
	return {
		...(hubUrl && { hubUrl }),
		...(settings.mode === "offline" && { maxRetries: 0 }),
		accessToken: settings.token || undefined,
		hubCache: pageHubCache(settings.token),
		signal,
		timeout: settings.timeoutMs,
	};
}

/** The Hub's status for a failed read, when it answered. */
export const hubStatusOf = (error: unknown): number | undefined =>
	(error as { httpResponse?: { status?: number } } | undefined)?.httpResponse?.status || undefined;
