import type { ProviderDefinition } from "../providers/index.js";
import type { AuthMethod, InferenceTask } from "../types.js";

/** Provider keys go to the provider's own host; hub tokens, cookies and anonymous calls through the router. */
export function providerBaseUrl(
	provider: ProviderDefinition,
	authMethod: AuthMethod,
	routerUrl: string,
	taskHost = provider.host,
): string {
	return authMethod === "provider-key" ? taskHost : `${trimTrailingSlashes(routerUrl)}/${provider.id}`;
}

export function joinUrl(base: string, route: string): string {
	return `${trimTrailingSlashes(base)}/${route.startsWith("/") ? route.replace(/^\/+/, "") : route}`;
}

/**
 * A user's endpoint is used verbatim, except for chat: an OpenAI-compatible base (`.../v1`) or a bare server
 * URL gets the chat completions path appended, before its query (`?code=` of a function endpoint) if it has one.
 */
export function endpointRequestUrl(endpointUrl: string, task: InferenceTask | undefined): string {
	if (task !== "conversational") return endpointUrl;
	const trimmed = endpointUrl.trim();
	const queryAt = trimmed.search(/[?#]/);
	const query = queryAt < 0 ? "" : trimmed.slice(queryAt);
	const base = trimTrailingSlashes(queryAt < 0 ? trimmed : trimmed.slice(0, queryAt));
	if (base.endsWith("/chat/completions")) return `${base}${query}`;
	return `${base}${base.endsWith("/v1") ? "" : "/v1"}/chat/completions${query}`;
}

export function trimTrailingSlashes(url: string): string {
	// Most URLs have none: skip the regex.
	return url.endsWith("/") ? url.replace(/\/+$/, "") : url;
}
