import type { RoutingState } from "../client-state/routing-state.js";
import { fetchBody } from "../http/index.js";
import { isRecord } from "../providers/kinds/payload.js";
import type { Options } from "../types.js";
import type { Candidate } from "./resolve.js";
import type { CallSession } from "./session.js";

/** What the router publishes of one provider for one model (`/v1/models`); prices in USD per million tokens. */
export interface Published {
	throughput?: number;
	firstTokenLatencyMs?: number;
	pricing?: { input: number; output: number };
}

/** model id -> provider -> what the router publishes. */
export type PublishedModels = ReadonlyMap<string, ReadonlyMap<string, Published>>;

const ROUTER_MODELS_PATH = "/v1/models";
const NOTHING_PUBLISHED: PublishedModels = new Map();

const numberOr = (value: unknown): number | undefined => (typeof value === "number" ? value : undefined);

/** `{data: [{id, providers: [{provider, throughput, first_token_latency_ms, pricing: {input, output}}]}]}`. */
function readPublished(body: unknown): PublishedModels {
	const models = new Map<string, Map<string, Published>>();
	const data = isRecord(body) && Array.isArray(body["data"]) ? body["data"] : [];
	for (const model of data) {
		if (!isRecord(model) || typeof model["id"] !== "string" || !Array.isArray(model["providers"])) continue;
		const providers = new Map<string, Published>();
		for (const entry of model["providers"]) {
			if (!isRecord(entry) || typeof entry["provider"] !== "string") continue;
			const published: Published = {};
			const throughput = numberOr(entry["throughput"]);
			const latency = numberOr(entry["first_token_latency_ms"]);
			const pricing = entry["pricing"];
			if (throughput !== undefined) published.throughput = throughput;
			if (latency !== undefined) published.firstTokenLatencyMs = latency;
			if (isRecord(pricing) && typeof pricing["input"] === "number" && typeof pricing["output"] === "number") {
				published.pricing = { input: pricing["input"], output: pricing["output"] };
			}
			providers.set(entry["provider"], published);
		}
		models.set(model["id"], providers);
	}
	return models;
}

/**
 * The router's published latency, throughput and prices, read through the call's fetch and kept in its hub cache
 * (same TTL as mappings). Unreachable or unreadable: nothing published (the policy falls back to the given order).
 */
export async function publishedModels(session: CallSession): Promise<PublishedModels> {
	try {
		return (await session.hubCache
			.answersOf(session.routerUrl)
			.get(
				ROUTER_MODELS_PATH,
				async () =>
					readPublished(
						await fetchBody(
							{ url: `${session.routerUrl}${ROUTER_MODELS_PATH}`, method: "GET", headers: {} },
							session.httpOptions({ errorKind: "hub" }),
						),
					),
				session.signal,
			)) as PublishedModels;
	} catch (error) {
		if (session.signal?.aborted) throw error;
		return NOTHING_PUBLISHED;
	}
}

/** A sort key per candidate: lower first; undefined after every defined one. Ties keep the given order. */
function sortBy(candidates: Candidate[], key: (candidate: Candidate) => number | undefined): Candidate[] {
	const keyed = candidates.map((candidate, index) => ({ candidate, index, key: key(candidate) }));
	keyed.sort((a, b) => {
		if (a.key === b.key) return a.index - b.index;
		if (a.key === undefined) return 1;
		if (b.key === undefined) return -1;
		return a.key - b.key || a.index - b.index;
	});
	return keyed.map(({ candidate }) => candidate);
}

/** A price per million tokens for comparing providers: input and output together. */
export const pricePerMillion = (published: Published | undefined): number | undefined =>
	published?.pricing && published.pricing.input + published.pricing.output;

/**
 * The candidates in the policy's order (deterministic: ties keep the mapping's or list's order).
 * - `fastest`: first those this client measured for the model (time to first token, else to first byte, divided
 *   by the share of recent attempts that succeeded), then the router's published first-token latency (then its
 *   throughput, higher first), then the rest.
 * - `cheapest`: the router's published price (input + output per million tokens), unknown prices last.
 */
export function orderByPolicy(
	candidates: Candidate[],
	policy: Options["policy"],
	model: string,
	published: PublishedModels,
	state: RoutingState | undefined,
): Candidate[] {
	const ofModel = published.get(model);
	if (policy === "cheapest") return sortBy(candidates, ({ provider }) => pricePerMillion(ofModel?.get(provider)));
	if (policy !== "fastest") return candidates;
	const measured = new Map((state?.stats(model) ?? []).map((stats) => [stats.provider, stats]));
	// Three bands: measured (0..1e9 ms), published (1e9 + latency), neither (undefined).
	const BAND = 1e9;
	return sortBy(candidates, ({ provider }) => {
		const stats = measured.get(provider);
		const latency = stats?.firstTokenMs ?? stats?.firstByteMs;
		if (stats && latency !== undefined) return Math.min(BAND - 1, latency / Math.max(0.05, 1 - stats.errorRate));
		const byRouter = ofModel?.get(provider);
		if (byRouter?.firstTokenLatencyMs !== undefined) return BAND + byRouter.firstTokenLatencyMs;
		return byRouter?.throughput === undefined ? undefined : 2 * BAND - Math.min(BAND - 1, byRouter.throughput);
	});
}
