import { isRecord } from "../errors/index.js";

/** What the router publishes of one provider for one model (`/v1/models`); prices in USD per million tokens. */
export interface Published {
	throughput?: number;
	firstTokenLatencyMs?: number;
	pricing?: { input: number; output: number };
	/** The router's word on the provider for the model ("live", "staging"...). */
	status?: string;
	contextLength?: number;
	/** `supports_tools`: false means the provider ignores or refuses `tools`. */
	tools?: boolean;
	/** `supports_structured_output`: false means it ignores or refuses a `json_schema` response format. */
	structuredOutput?: boolean;
}

/** model id -> provider -> what the router publishes. */
export type PublishedModels = ReadonlyMap<string, ReadonlyMap<string, Published>>;

const numberOr = (value: unknown): number | undefined => (typeof value === "number" ? value : undefined);

/**
 * `{data: [{id, providers: [{provider, status, context_length, pricing: {input, output}, supports_tools,
 * supports_structured_output, throughput, first_token_latency_ms}]}]}`.
 */
export function readPublished(body: unknown): PublishedModels {
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
			const contextLength = numberOr(entry["context_length"]);
			if (contextLength !== undefined) published.contextLength = contextLength;
			if (typeof entry["status"] === "string") published.status = entry["status"];
			if (typeof entry["supports_tools"] === "boolean") published.tools = entry["supports_tools"];
			const structured = entry["supports_structured_output"];
			if (typeof structured === "boolean") published.structuredOutput = structured;
			providers.set(entry["provider"], published);
		}
		models.set(model["id"], providers);
	}
	return models;
}

/** A sort key per candidate: lower first; undefined after every defined one. Ties keep the given order. */
function sortBy<Candidate>(candidates: Candidate[], key: (candidate: Candidate) => number | undefined): Candidate[] {
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
export function orderByPolicy<Candidate extends { provider: string }>(
	candidates: Candidate[],
	policy: "fastest" | "cheapest",
	model: string,
	published: PublishedModels,
	stats: readonly { provider: string; errorRate: number; firstByteMs?: number; firstTokenMs?: number }[],
): Candidate[] {
	const ofModel = published.get(model);
	if (policy === "cheapest") return sortBy(candidates, ({ provider }) => pricePerMillion(ofModel?.get(provider)));
	const measured = new Map(stats.map((entry) => [entry.provider, entry]));
	// Three bands: measured (0..1e9 ms), published (1e9 + latency), neither (undefined).
	const BAND = 1e9;
	return sortBy(candidates, ({ provider }) => {
		const ours = measured.get(provider);
		const latency = ours?.firstTokenMs ?? ours?.firstByteMs;
		if (ours && latency !== undefined) return Math.min(BAND - 1, latency / Math.max(0.05, 1 - ours.errorRate));
		const byRouter = ofModel?.get(provider);
		if (byRouter?.firstTokenLatencyMs !== undefined) return BAND + byRouter.firstTokenLatencyMs;
		return byRouter?.throughput === undefined ? undefined : 2 * BAND - Math.min(BAND - 1, byRouter.throughput);
	});
}
