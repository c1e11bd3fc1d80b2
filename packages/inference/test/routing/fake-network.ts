// A scripted fetch for routing tests: answers per URL, records every call (URL, method, headers, body).

export interface FakeCall {
	url: string;
	method: string;
	headers: Record<string, string>;
	body: RequestInit["body"];
	signal: AbortSignal | undefined;
}

export type FakeRoute = (url: string, call: FakeCall) => Response | Promise<Response>;

export function jsonResponse(body: unknown, status = 200): Response {
	return new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
}

export function createFakeFetch(route: FakeRoute): { fetch: typeof fetch; calls: FakeCall[] } {
	const calls: FakeCall[] = [];
	const fakeFetch = async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
		const call: FakeCall = {
			url: String(input),
			method: (init.method ?? "GET").toUpperCase(),
			headers: Object.fromEntries(new Headers(init.headers)),
			body: init.body,
			signal: init.signal ?? undefined,
		};
		calls.push(call);
		return route(call.url, call);
	};
	return { fetch: fakeFetch as typeof fetch, calls };
}

/** A hub answering every model with `mapping`, /api/tasks with `tasks`, and providers with `providerAnswer`. */
export function fakeHub(options: {
	mapping?: unknown;
	tasks?: unknown;
	providerAnswer?: (call: FakeCall) => Response;
}): { fetch: typeof fetch; calls: FakeCall[] } {
	return createFakeFetch((url, call) => {
		if (url.includes("/api/models/")) return jsonResponse({ inferenceProviderMapping: options.mapping ?? {} });
		if (url.endsWith("/api/tasks")) return jsonResponse(options.tasks ?? {});
		return options.providerAnswer ? options.providerAnswer(call) : jsonResponse({ ok: true });
	});
}

export function isHubCall(call: FakeCall): boolean {
	return call.url.startsWith("https://huggingface.co/api/");
}
