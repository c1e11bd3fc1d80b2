import { InferenceClientHttpError, isRecord } from "../errors/index.js";
import { fetchBody } from "../http/index.js";
import type { CallSession } from "./session.js";

const ROUTER_MODELS_PATH = "/v1/models";

/**
 * The router's model list (`/v1/models`: each model's providers with their published latency, throughput and
 * prices), read through the call's fetch and kept in its hub cache (same TTL as mappings). It only orders the
 * providers, so it is asked once, without retries (a 503 retried would hold the call up). Unreachable or
 * unreadable: undefined, with a warning that starts with `reader` (who wanted the list) and ends with `without`
 * (what is done without it).
 */
export async function routerModels(session: CallSession, reader: string, without: string): Promise<unknown> {
	let why: string;
	try {
		const body = await session.hubCache
			.answersOf(session.routerUrl)
			.get(
				ROUTER_MODELS_PATH,
				() =>
					fetchBody(
						{ url: `${session.routerUrl}${ROUTER_MODELS_PATH}`, method: "GET", headers: {} },
						{ ...session.httpOptions({ service: "hub" }), maxRetries: 0 },
					),
				session.signal,
			);
		if (isRecord(body) && Array.isArray(body["data"])) return body;
		why = "it is not a model list ({data: [...]})";
	} catch (error) {
		if (session.signal?.aborted) throw error;
		why =
			error instanceof InferenceClientHttpError && error.httpResponse.status > 0
				? `HTTP ${error.httpResponse.status}`
				: "no answer";
	}
	session.warn(
		`${reader}: the router's model list (${session.routerUrl}${ROUTER_MODELS_PATH}) could not be read (${why}); ${without}.`,
	);
	return undefined;
}
