import {
	INFERENCE_PROVIDERS,
	type InferenceProvider,
	type InferenceProviderOrPolicy,
	RoutingState,
} from "@modelyard/inference";
import { endpoints, type Settings } from "../../app/settings.js";
import { isOneOf, isRecord, isString, validFields } from "../../app/stored-values.js";

export type Policy = "preferred" | "fastest" | "cheapest";
export const POLICIES: readonly Policy[] = ["preferred", "fastest", "cheapest"];

/** What a call's `provider` may be: one provider, `auto`, or an ordered list tried in turn. */
export type CallProvider = InferenceProviderOrPolicy | readonly InferenceProvider[];

/** The run settings beside the provider picker: an ordered provider list (as typed) and a policy. */
export interface Route {
	/** "together, fireworks-ai": empty means the picker's single provider. */
	list: string;
	/** Only used with `auto` or a list (a single provider has nothing to order). */
	policy?: Policy;
}

const KNOWN = new Set<string>(INFERENCE_PROVIDERS);

/** A provider this client knows, or `auto`: what a stored or shared form may pick. */
export const isProviderOrPolicy = (value: unknown): value is InferenceProviderOrPolicy =>
	value === "auto" || (isString(value) && KNOWN.has(value));

/** The route of a stored or shared form, its fields of the wrong type left out; undefined when there is none. */
export function routeFrom(value: unknown): Route | undefined {
	if (!isRecord(value)) return undefined;
	const { list = "", policy } = validFields<Route>(value, { list: isString, policy: isOneOf(POLICIES) });
	return policy ? { list, policy } : { list };
}

/** The typed list as providers, in order, each once; names this client does not know are returned apart. */
export function parseProviderList(text: string): { providers: InferenceProvider[]; unknown: string[] } {
	const names = [...new Set(text.split(/[\s,]+/).filter(Boolean))];
	return {
		providers: names.filter((name) => KNOWN.has(name)) as InferenceProvider[],
		unknown: names.filter((name) => !KNOWN.has(name)),
	};
}

/** The `provider` of the call: the list when one is typed, else the picker's choice. */
export function callProvider(picked: InferenceProviderOrPolicy, route: Route): CallProvider {
	const { providers } = parseProviderList(route.list);
	return providers.length > 0 ? providers : picked;
}

/** The policy the call gets: none for a single provider, whatever was chosen. */
export function callPolicy(provider: CallProvider, route: Route): Policy | undefined {
	return provider === "auto" || Array.isArray(provider) ? route.policy : undefined;
}

/**
 * The client state of the page, one per settings (mode, token, addresses): every run's client reads and
 * feeds it, so the scoreboard and the breakers accumulate across runs, and another token starts afresh.
 */
const routingStates = new Map<string, RoutingState>();

export function pageRoutingState(settings: Settings): RoutingState {
	const key = JSON.stringify([settings.mode, settings.token, endpoints(settings)]);
	let state = routingStates.get(key);
	if (state === undefined) {
		state = new RoutingState();
		routingStates.set(key, state);
	}
	return state;
}
