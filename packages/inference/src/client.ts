import { type ProviderStats, RoutingState } from "./client-state/routing-state.js";
import { capabilitiesOf, type ProviderCapabilities } from "./routing/capabilities-of.js";
import { cancelJob, HubCache, type JobOptions, resumeJob } from "./routing/index.js";
import * as tasks from "./tasks/index.js";
import type { JobHandle, Options } from "./types.js";

type Tasks = typeof tasks;
type TaskName = {
	[Name in keyof Tasks]: Tasks[Name] extends (...args: never[]) => unknown ? Name : never;
}[keyof Tasks];

/** Omit over each member of a union (a plain Omit would flatten `A | B` args into their common keys). */
type DistributiveOmit<T, Keys extends PropertyKey> = T extends unknown ? Omit<T, Keys> : never;

/** One client method per task function, its args minus the fields the client injects. */
export type TaskMethods<Injected extends PropertyKey> = {
	[Name in TaskName]: (
		args: DistributiveOmit<Parameters<Tasks[Name]>[0], Injected>,
		options?: Parameters<Tasks[Name]>[1],
	) => ReturnType<Tasks[Name]>;
};

type AnyTaskFunction = (args: Record<string, unknown>, options?: Options) => unknown;

/** Defines the task methods as own, non-enumerable properties (so they do not show up in logs or spreads). */
function defineTaskMethods(target: object, inject: Record<string, unknown>, defaultOptions: Options): void {
	for (const [name, task] of Object.entries(tasks)) {
		if (typeof task !== "function") continue;
		Object.defineProperty(target, name, {
			enumerable: false,
			value: (params: Record<string, unknown>, options?: Options) =>
				(task as AnyTaskFunction)({ ...params, ...inject }, { ...defaultOptions, ...options }),
		});
	}
}

/**
 * A client holding a token and default options. Its token replaces any per-call `accessToken` (3.x behaviour);
 * per-call options win over the defaults. It caches hub answers in its own HubCache unless given one
 * (`hubCache`), and keeps its own breakers and provider stats (`routingState`), so clients with different tokens or
 * settings share nothing.
 */
// biome-ignore lint/suspicious/noUnsafeDeclarationMerging: the constructor defines these methods from the task list.
export class InferenceClient {
	// Private fields, not properties: the token must not show in logs or JSON of the client.
	readonly #accessToken: string;
	readonly #defaultOptions: Options;
	readonly #routingState: RoutingState;

	constructor(accessToken = "", defaultOptions: Options = {}) {
		const routingState = defaultOptions.routingState ?? new RoutingState();
		const options = { ...defaultOptions, hubCache: defaultOptions.hubCache ?? new HubCache(), routingState };
		this.#routingState = routingState;
		this.#accessToken = accessToken;
		this.#defaultOptions = options;
		defineTaskMethods(this, { accessToken }, options);
	}

	/**
	 * What this client measured of each provider (per model: decaying averages of time to first byte and first
	 * token, error rate) and its breakers: what the `fastest` policy and `breaker` read.
	 */
	providerStats(model?: string): ProviderStats[] {
		return this.#routingState.stats(model);
	}

	/**
	 * Every provider of `model` (the Hub mapping's, then any only the router lists): status, provider model id,
	 * context length, prices, tool and structured-output support (the router's `/v1/models`), its published latency
	 * and throughput, and what this client's own calls observed and measured. A routed call needing `tools` or a
	 * `json_schema` response format skips the providers listed without them.
	 */
	capabilities(model: string): Promise<ProviderCapabilities[]> {
		return capabilitiesOf(model, this.#defaultOptions, this.#accessToken || undefined, this.#routingState);
	}

	/** Follows a job kept from `onJob` (see the free `resumeJob`), with this client's token and defaults. */
	resumeJob(handle: JobHandle, options?: JobOptions): Promise<unknown> {
		return resumeJob(handle, this.#jobOptions(options));
	}

	/** Cancels a job kept from `onJob` where its provider can (see the free `cancelJob`). */
	cancelJob(handle: JobHandle, options?: JobOptions): Promise<void> {
		return cancelJob(handle, this.#jobOptions(options));
	}

	/** The client's token replaces a per-call one, as for task calls. */
	#jobOptions(options?: JobOptions): JobOptions {
		const merged: JobOptions = { ...this.#defaultOptions, ...options };
		if (this.#accessToken) merged.accessToken = this.#accessToken;
		return merged;
	}

	/** A client whose calls all go to `endpointUrl` (a dedicated endpoint or any compatible server). */
	endpoint(endpointUrl: string): InferenceClientEndpoint {
		return new InferenceClientEndpoint(endpointUrl, this.#accessToken, this.#defaultOptions);
	}
}

export interface InferenceClient extends TaskMethods<"accessToken"> {}

/** The task methods bound to one endpoint URL (a separate class, as in 3.x: not an InferenceClient). */
// biome-ignore lint/suspicious/noUnsafeDeclarationMerging: the constructor defines these methods from the task list.
export class InferenceClientEndpoint {
	constructor(endpointUrl: string, accessToken = "", defaultOptions: Options = {}) {
		defineTaskMethods(this, { accessToken, endpointUrl }, defaultOptions);
	}
}

export interface InferenceClientEndpoint extends TaskMethods<"accessToken" | "endpointUrl"> {}

/** The 3.x name, kept for backward compatibility only. */
export class HfInference extends InferenceClient {}
