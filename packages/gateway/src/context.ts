// What the middleware chain hands the routes (Hono's typed context variables).
import type { Options } from "@modelyard/inference";
import type { ModelAlias } from "./config.js";
import type { RequestRecord } from "./request-record.js";
import type { Upstream } from "./upstream.js";

/** Who is calling: the gateway key they presented, or their own hub token paying for the call. */
export interface Caller {
	/** The index of the gateway key presented in the key list (per-key limits count by it); undefined: no keys set. */
	keyIndex?: number;
	/** A caller's own `hf_` token (pass-through): it pays. */
	hubToken?: string;
}

export interface GatewayEnv {
	Variables: {
		record: RequestRecord;
		caller: Caller;
		upstream: Upstream;
		aliases: Readonly<Record<string, ModelAlias>>;
		/** Options the operational middleware adds to the request's calls (telemetry's parent span). */
		callOptions?: Options;
	};
}
