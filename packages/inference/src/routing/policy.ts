import { fetchBody } from "../http/index.js";
import type { CallSession } from "./session.js";

const ROUTER_MODELS_PATH = "/v1/models";

/**
 * The router's model list (`/v1/models`: each model's providers with their published latency, throughput and
 * prices), read through the call's fetch and kept in its hub cache (same TTL as mappings). Unreachable or
 * unreadable: undefined (a policy then keeps the given order).
 */
export async function routerModels(session: CallSession): Promise<unknown> {
	try {
		return await session.hubCache
			.answersOf(session.routerUrl)
			.get(
				ROUTER_MODELS_PATH,
				() =>
					fetchBody(
						{ url: `${session.routerUrl}${ROUTER_MODELS_PATH}`, method: "GET", headers: {} },
						session.httpOptions({ service: "hub" }),
					),
				session.signal,
			);
	} catch (error) {
		if (session.signal?.aborted) throw error;
		return undefined;
	}
}
