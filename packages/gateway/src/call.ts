// One task call made for a request: its client (the gateway's, or the caller's own token's), its target, and the
// options every call of the gateway gets (the request's signal, the receipt kept on the request's record).

import type { InferenceClient, Options } from "@modelyard/inference";
import type { Context } from "hono";
import type { GatewayEnv } from "./context.js";
import { fromCallError, type GatewayError } from "./errors.js";
import { type Target, targetOf } from "./model.js";

export interface PreparedCall {
	client: InferenceClient;
	target: Target;
	options: Options;
	/** The client's error as the gateway answers it. */
	failure: (error: unknown) => GatewayError;
}

/** Prepares the call for the request's `model`; `signal` aborts it (default: the request's, cut when the client goes). */
export function prepareCall(
	c: Context<GatewayEnv>,
	model: unknown,
	signal: AbortSignal = c.req.raw.signal,
): PreparedCall {
	const record = c.get("record");
	const caller = c.get("caller");
	const target = targetOf(model, c.get("aliases"));
	record.model = typeof model === "string" ? model : undefined;
	const options: Options = {
		...c.get("callOptions"),
		...target.options,
		signal,
		onReceipt: (receipt) => {
			record.receipt = receipt;
		},
	};
	return {
		client: c.get("upstream").clientFor(caller.hubToken),
		target,
		options,
		failure: (error) => fromCallError(error, caller.hubToken !== undefined),
	};
}
