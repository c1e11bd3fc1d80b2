import { InferenceClientInputError } from "../errors/index.js";
import type { InferenceProviderMappingEntry, ModelId, Options } from "../types.js";
import { hubGetJson, hubToken } from "./hub-get.js";
import { routerModels } from "./policy.js";
import { providerMapping } from "./provider-mapping.js";
import { type CallSession, createSession } from "./session.js";

/**
 * Addition: reads of the Hub's API for apps (the playground) that need more of the Hub than a task call does,
 * through the same layer as the client's own lookups: the same token rule (only an `hf_` token goes to the Hub; a
 * provider key stays home), the caller's fetch, signal, timeout and retries, and the hub cache.
 */
export type HubReadOptions = Pick<
	Options,
	"fetch" | "signal" | "timeout" | "hubUrl" | "hubCache" | "maxRetries" | "retry" | "retry_on_error"
> & {
	/** Sent to the Hub only when it is a hub token (`hf_...`). */
	accessToken?: string;
};

/** A model's page data as the Hub answers `GET /api/models/{id}`: only the fields asked for with `expand`. */
export type HubModelInfo = { id?: string; [field: string]: unknown };

/** One model of a Hub search. */
export interface HubModelSummary {
	id: string;
	pipeline_tag?: string;
	[field: string]: unknown;
}

/** Who a hub token belongs to (`GET /api/whoami-v2`). */
export interface HubWhoAmI {
	name: string;
	type?: string;
	/** The token's own name and role, when the Hub says. */
	auth?: { accessToken?: { displayName?: string; role?: string } };
	[field: string]: unknown;
}

async function withSession<T>(options: HubReadOptions, read: (session: CallSession) => Promise<T>): Promise<T> {
	const session = createSession(options);
	try {
		return await read(session);
	} finally {
		session.end();
	}
}

/** The model's provider mapping, in the Hub's order: the same cached lookup a task call makes. */
export function hubProviderMapping(
	modelId: ModelId,
	options: HubReadOptions = {},
): Promise<InferenceProviderMappingEntry[]> {
	return withSession(options, async (session) => providerMapping(modelId, session, options.accessToken));
}

/**
 * The model's info with the `expand` fields asked for (e.g. `pipeline_tag`, `inferenceProviderMapping`), cached in
 * the hub cache like the mapping (one GET per model, fields, hub token and TTL).
 */
export function hubModelInfo(
	modelId: ModelId,
	expand: readonly string[],
	options: HubReadOptions = {},
): Promise<HubModelInfo> {
	const query = expand.map((field) => `expand[]=${encodeURIComponent(field)}`).join("&");
	const path = `/api/models/${modelId}${query ? `?${query}` : ""}`;
	return withSession(options, async (session) => {
		// Paths start with "/": no model id does, so they never meet a mapping in the cache. Keyed by the token's
		// fingerprint too, as mappings are: one tenant's private model is never another's answer.
		const info = await session.hubCache.answersOf(session.hubUrl).get(
			session.hubCache.answerKey(path, hubToken(options.accessToken)),
			() =>
				hubGetJson(path, session, options.accessToken, {
					onStatus: { 404: `Model ${modelId} does not exist` },
					onError: `Could not read model ${modelId} from the hub.`,
				}),
			session.signal,
		);
		return info as HubModelInfo;
	});
}

/** The Hub's model search by name (`search`), optionally by task; at most `limit` (default 20). Never cached. */
export function hubSearchModels(
	query: { search: string; pipelineTag?: string; limit?: number },
	options: HubReadOptions = {},
): Promise<HubModelSummary[]> {
	const params = new URLSearchParams({ search: query.search, limit: String(query.limit ?? 20) });
	if (query.pipelineTag) params.set("pipeline_tag", query.pipelineTag);
	return withSession(options, async (session) => {
		const found = await hubGetJson(`/api/models?${params}`, session, options.accessToken, {
			onError: "The hub's model search failed.",
		});
		return Array.isArray(found) ? (found as HubModelSummary[]) : [];
	});
}

/**
 * Who the token belongs to. Refuses, before any request, a token that is not a hub token: it would not be sent
 * to the Hub, so the Hub could not say.
 */
export function hubWhoAmI(options: HubReadOptions = {}): Promise<HubWhoAmI> {
	if (!options.accessToken?.startsWith("hf_")) {
		const given = options.accessToken ? "the token given is not a hub token (hf_...)" : "no token was given";
		return Promise.reject(
			new InferenceClientInputError(
				`hubWhoAmI: ${given}. Only hub tokens are sent to the Hub; a provider's own key is checked by calling that provider.`,
			),
		);
	}
	return withSession(options, async (session) => {
		const body = await hubGetJson("/api/whoami-v2", session, options.accessToken, {
			onStatus: { 401: "The Hub refused this token (401): it is invalid, expired or revoked." },
			onError: "Could not check the token with the hub.",
		});
		return body as HubWhoAmI;
	});
}

/** One model of the router's list, as `GET {routerUrl}/v1/models` answers it (providers with their published facts). */
export interface RouterModel {
	id: string;
	providers?: { provider: string; [fact: string]: unknown }[];
	[field: string]: unknown;
}

/**
 * Addition: the router's model list (each model's providers with context length, prices, tool and structured-output
 * support, latency, throughput), read and cached as the `fastest`/`cheapest` policies read it. Unreachable or
 * unreadable: an empty list, with a warning through `onWarning`.
 */
export function routerModelList(
	options: HubReadOptions & Pick<Options, "routerUrl" | "onWarning"> = {},
): Promise<RouterModel[]> {
	return withSession(options, async (session) => {
		const list = await routerModels(session, "routerModelList", "the list is empty");
		const data = (list as { data?: unknown[] } | undefined)?.data ?? [];
		return data.filter((entry): entry is RouterModel => typeof (entry as RouterModel)?.id === "string");
	});
}
