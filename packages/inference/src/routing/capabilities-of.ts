import type { Observed } from "../client-state/observed.js";
import { type Published, readPublished } from "../client-state/policy-order.js";
import type { RoutingState } from "../client-state/routing-state.js";
import type { Options } from "../types.js";
import { routerModels } from "./policy.js";
import { providerMapping } from "./provider-mapping.js";
import { createSession } from "./session.js";

/** One provider of a model: what the Hub mapping, the router's `/v1/models` and this client's own calls say. */
export interface ProviderCapabilities {
	provider: string;
	/** The mapping's status ("live", "staging", "error"), else the router's; "unknown" when neither says. */
	status: string;
	providerModelId?: string;
	contextLength?: number;
	/** USD per million tokens. */
	pricing?: { input: number; output: number };
	/** The router's `supports_tools`. */
	tools?: boolean;
	/** The router's `supports_structured_output`. */
	structuredOutput?: boolean;
	/** Published by the router. */
	firstTokenLatencyMs?: number;
	throughput?: number;
	/** What worked in this client's own calls. */
	observed?: Observed;
	/** What this client measured (decaying averages of its own calls). */
	measured?: { samples: number; errorRate: number; firstByteMs?: number; firstTokenMs?: number };
}

/**
 * Every provider of a model, in the Hub mapping's order then those only the router lists: the mapping's status and
 * model id, the router's published facts (context, prices, tools, structured output, latency, throughput), and
 * what `state` saw and measured in this client's calls.
 */
export async function capabilitiesOf(
	model: string,
	options: Options,
	accessToken: string | undefined,
	state: RoutingState,
): Promise<ProviderCapabilities[]> {
	const session = createSession(options);
	try {
		const [entries, routerList] = await Promise.all([
			providerMapping(model, session, accessToken),
			routerModels(session, "capabilities", "the entries have no router facts"),
		]);
		const published = readPublished(routerList).get(model) ?? new Map<string, Published>();
		const observed = state.observed.of(model);
		const measured = new Map(state.stats(model).map((stats) => [stats.provider, stats]));
		const providers = [...new Set([...entries.map((entry) => entry.provider), ...published.keys()])];
		return providers.map((provider) => {
			const entry = entries.find((each) => each.provider === provider);
			const router = published.get(provider);
			const found: ProviderCapabilities = { provider, status: entry?.status ?? router?.status ?? "unknown" };
			if (entry) found.providerModelId = entry.providerId;
			const { status: _status, ...facts } = router ?? {};
			Object.assign(found, facts);
			const seen = observed.get(provider);
			if (seen) found.observed = seen;
			const stats = measured.get(provider);
			if (stats) {
				const { samples, errorRate, firstByteMs, firstTokenMs } = stats;
				found.measured = { samples, errorRate };
				if (firstByteMs !== undefined) found.measured.firstByteMs = firstByteMs;
				if (firstTokenMs !== undefined) found.measured.firstTokenMs = firstTokenMs;
			}
			return found;
		});
	} finally {
		session.end();
	}
}
