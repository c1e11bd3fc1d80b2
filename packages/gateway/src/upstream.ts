// The gateway's one InferenceClient, owned by the gateway object: its breakers, measured provider stats and hub
// cache are shared by every request of the instance. A caller whose own `hf_` token pays (pass-through) gets a
// client of that token over the same state (the hub cache serves a lookup only to the credential that made it).
import { HubCache, InferenceClient, type Options, RoutingState } from "@modelyard/inference";
import type { GatewayOptions } from "./config.js";

export class Upstream {
	readonly #client: InferenceClient;
	readonly #shared: Options;

	constructor(options: GatewayOptions) {
		const base = options.clientOptions ?? {};
		this.#shared = {
			...base,
			routingState: base.routingState ?? new RoutingState(),
			hubCache: base.hubCache ?? new HubCache(),
		};
		const own = options.providerKeys ? { ...this.#shared, providerKeys: options.providerKeys } : this.#shared;
		this.#client = new InferenceClient(options.hfToken ?? "", own);
	}

	/** The options of reads beside the calls (the router's model list): the same fetch, URLs and cache. */
	get readOptions(): Options {
		return this.#shared;
	}

	/** The gateway's client, or one paid by the caller's own hub token (the gateway's provider keys stay out of it). */
	clientFor(callerToken: string | undefined): InferenceClient {
		return callerToken ? new InferenceClient(callerToken, this.#shared) : this.#client;
	}
}
