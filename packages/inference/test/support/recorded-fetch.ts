// A fake fetch answering from the real exchanges recorded against the router, the hub and the providers
// (../shared/data/recorded-exchanges.json). Matches on method + URL + parsed JSON body; records every request.
import { readFileSync } from "node:fs";

export interface RecordedExchange {
	url: string;
	init: { headers?: Record<string, string>; method?: string; body?: string };
	response: { body: string; status: number; statusText: string; headers: Record<string, string> };
}

export interface SeenRequest {
	url: string;
	method: string;
	headers: Record<string, string>;
	/** Parsed JSON when the body was JSON text; the raw value (string, Blob, ArrayBuffer) otherwise. */
	body: unknown;
	/** The exchange that answered, or undefined when none matched. */
	exchange?: RecordedExchange;
}

export interface RecordedFetchOptions {
	/** Default: every recorded exchange. */
	exchanges?: readonly RecordedExchange[];
	/**
	 * Keys removed from BOTH bodies before comparing: for documented differences between the recording client
	 * and ours (e.g. `provider`, which old clients leaked into bodies).
	 */
	ignoreBodyKeys?: readonly string[];
	/** Default true: recorded `huggingface.co/api/inference-proxy/{p}/...` URLs also match `router.huggingface.co/{p}/...`. */
	legacyRouting?: boolean;
	/** Answer for unmatched requests; default: the fetch rejects with a message naming the request. */
	fallback?: (request: SeenRequest) => Response | Promise<Response>;
}

export interface RecordedFetch {
	fetch: typeof fetch;
	requests: SeenRequest[];
}

let cachedExchanges: RecordedExchange[] | undefined;

/** Every recorded exchange, in file order (loaded once). */
export function recordedExchanges(): RecordedExchange[] {
	cachedExchanges ??= Object.values(
		JSON.parse(
			readFileSync(new URL("../../../../../shared/data/recorded-exchanges.json", import.meta.url), "utf8"),
		) as Record<string, RecordedExchange>,
	);
	return cachedExchanges;
}

export function createRecordedFetch(options: RecordedFetchOptions = {}): RecordedFetch {
	const exchanges = options.exchanges ?? recordedExchanges();
	const ignored = options.ignoreBodyKeys ?? [];
	const legacy = options.legacyRouting ?? true;
	const requests: SeenRequest[] = [];

	const fakeFetch = async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
		const request = await describeRequest(input, init);
		requests.push(request);
		init.signal?.throwIfAborted();
		const exchange = exchanges.find(
			(candidate) =>
				(candidate.init.method ?? "GET").toUpperCase() === request.method &&
				normaliseUrl(candidate.url, legacy) === normaliseUrl(request.url, legacy) &&
				bodiesMatch(candidate.init.body, request.body, ignored),
		);
		if (exchange === undefined) {
			if (options.fallback) return options.fallback(request);
			throw new Error(`No recorded exchange for ${request.method} ${request.url} ${JSON.stringify(request.body)}`);
		}
		request.exchange = exchange;
		return recordedResponse(exchange);
	};
	return { fetch: fakeFetch as typeof fetch, requests };
}

/** The recorded answer as a Response, status and headers included (no body for null-body statuses). */
export function recordedResponse(exchange: RecordedExchange): Response {
	const { body, status, statusText, headers } = exchange.response;
	const nullBody = status === 204 || status === 304 || body === "";
	return new Response(nullBody ? null : body, { status, statusText, headers });
}

async function describeRequest(input: RequestInfo | URL, init: RequestInit): Promise<SeenRequest> {
	const url = input instanceof Request ? input.url : String(input);
	const method = (init.method ?? (input instanceof Request ? input.method : "GET")).toUpperCase();
	const headers = Object.fromEntries(new Headers(init.headers ?? (input instanceof Request ? input.headers : {})));
	return { url, method, headers, body: parseBody(init.body) };
}

function parseBody(body: RequestInit["body"]): unknown {
	if (typeof body !== "string") return body ?? undefined;
	try {
		return JSON.parse(body);
	} catch {
		return body;
	}
}

function normaliseUrl(url: string, legacy: boolean): string {
	return legacy ? url.replace("https://huggingface.co/api/inference-proxy/", "https://router.huggingface.co/") : url;
}

/** A recording without a body (binary or long) matches on method + URL alone. */
function bodiesMatch(recorded: string | undefined, sent: unknown, ignored: readonly string[]): boolean {
	if (recorded === undefined) return true;
	return deepEqual(withoutKeys(parseBody(recorded), ignored), withoutKeys(sent, ignored));
}

function withoutKeys(value: unknown, keys: readonly string[]): unknown {
	if (value === null || typeof value !== "object" || Array.isArray(value) || keys.length === 0) return value;
	return Object.fromEntries(Object.entries(value).filter(([key]) => !keys.includes(key)));
}

function deepEqual(left: unknown, right: unknown): boolean {
	if (left === right) return true;
	if (typeof left !== "object" || typeof right !== "object" || left === null || right === null) return false;
	if (Array.isArray(left) !== Array.isArray(right)) return false;
	const leftKeys = Object.keys(left);
	const rightRecord = right as Record<string, unknown>;
	return (
		leftKeys.length === Object.keys(right).length &&
		leftKeys.every((key) => key in rightRecord && deepEqual((left as Record<string, unknown>)[key], rightRecord[key]))
	);
}
