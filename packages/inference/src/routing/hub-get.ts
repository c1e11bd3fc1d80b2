import { InferenceClientHubApiError } from "../errors/index.js";
import { fetchBody } from "../http/index.js";
import type { CallSession } from "./session.js";

/**
 * GET a hub API path as JSON. The token goes along only when it is a hub token (a provider key means nothing to
 * the hub and must not leak to it). A hub error answered with `status` gets the caller's 3.x message.
 */
export async function hubGetJson(
	path: string,
	session: CallSession,
	accessToken: string | undefined,
	messages: { onStatus?: Record<number, string>; onError?: string },
): Promise<unknown> {
	const headers: Record<string, string> = accessToken?.startsWith("hf_")
		? { Authorization: `Bearer ${accessToken}` }
		: {};
	try {
		return await fetchBody(
			{ url: `${session.hubUrl}${path}`, method: "GET", headers },
			session.httpOptions({ errorKind: "hub" }),
		);
	} catch (error) {
		if (!(error instanceof InferenceClientHubApiError)) throw error;
		const message = messages.onStatus?.[error.httpResponse.status] ?? messages.onError;
		if (message === undefined) throw error;
		throw new InferenceClientHubApiError(message, {
			httpRequest: error.httpRequest,
			httpResponse: error.httpResponse,
			cause: error,
		});
	}
}
