import type { Observed } from "../client-state/observed.js";
import { type Published, readPublished } from "../client-state/policy-order.js";
import type { RoutingState } from "../client-state/routing-state.js";
import type { Options, RequestArgs } from "../types.js";
import { routerModels } from "./policy.js";
import { providerMapping } from "./provider-mapping.js";
import type { Candidate } from "./resolve.js";
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

/** The capabilities a call needs of a provider: `tools`, or a `json_schema` response format. */
export function neededCapabilities(args: RequestArgs): { tools: boolean; structuredOutput: boolean } | undefined {
	const { tools, response_format: format } = args as { tools?: unknown; response_format?: { type?: unknown } };
	if (tools === undefined && format === undefined) return undefined;
	const needs = {
		tools: Array.isArray(tools) && tools.length > 0,
		structuredOutput: typeof format === "object" && format !== null && format.type === "json_schema",
	};
	return needs.tools || needs.structuredOutput ? needs : undefined;
}

/**
 * The candidates, those the router lists as unable to do what the call needs marked skipped with the reason (a
 * provider the router says nothing of is tried).
 */
export function skipIncapable(
	candidates: readonly Candidate[],
	model: string,
	needs: { tools: boolean; structuredOutput: boolean },
	routerList: unknown,
): Candidate[] {
	const ofModel = readPublished(routerList).get(model);
	return candidates.map((candidate) => {
		const published = ofModel?.get(candidate.provider);
		if (candidate.skipped !== undefined || !published) return candidate;
		if (needs.tools && published.tools === false) {
			return { ...candidate, skipped: "no tool support: the router lists supports_tools: false" };
		}
		if (needs.structuredOutput && published.structuredOutput === false) {
			return {
				...candidate,
				skipped:
					"no structured output: the router lists supports_structured_output: false (response_format json_schema)",
			};
		}
		return candidate;
	});
}

/** Notes what an answer showed the provider can do (tool calls answered, JSON parsed), or a stream that ran to its end. */
export function noteObserved(
	state: RoutingState | undefined,
	model: string | undefined,
	provider: string,
	args: RequestArgs,
	answer: { output: unknown } | "stream completed",
): void {
	if (!state || model === undefined) return;
	if (answer === "stream completed") {
		state.observed.note(model, provider, { streamCompleted: true });
		return;
	}
	const needs = neededCapabilities(args);
	if (!needs) return;
	const message = (answer.output as { choices?: { message?: { tool_calls?: unknown; content?: unknown } }[] })
		?.choices?.[0]?.message;
	if (needs.tools && Array.isArray(message?.tool_calls) && message.tool_calls.length > 0) {
		state.observed.note(model, provider, { toolCalls: true });
	}
	if (needs.structuredOutput && typeof message?.content === "string" && parsesAsJson(message.content)) {
		state.observed.note(model, provider, { json: true });
	}
}

/** Whether text is JSON (structured output that is not counts as invalid output on a routed call). */
export function parsesAsJson(text: string): boolean {
	try {
		JSON.parse(text);
		return true;
	} catch {
		return false;
	}
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
			routerModels(session),
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
