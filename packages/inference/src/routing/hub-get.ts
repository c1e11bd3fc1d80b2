import { InferenceClientHubApiError } from "../errors/index.js";
import { fetchBody } from "../http/index.js";
import type { CallSession } from "./session.js";

/** The token the hub gets of a call's credential: a hub token (`hf_...`); a provider key means nothing to it. */
export function hubToken(accessToken: string | undefined): string | undefined {
	return accessToken?.startsWith("hf_") === true ? accessToken : undefined;
}

/**
 * GET a hub API path as JSON. The token goes along only when it is a hub token (a provider key means nothing to
 * the hub and must not leak to it). A hub answer with a status in `onStatus` gets that 3.x message; any other
 * refused or unreadable answer gets `onError` (3.x's sentence) followed by the hub's status and words.
 */
export async function hubGetJson(
	path: string,
	session: CallSession,
	accessToken: string | undefined,
	messages: { onStatus?: Record<number, string>; onError: string },
): Promise<unknown> {
	const token = hubToken(accessToken);
	const sendsToken = token !== undefined;
	const headers: Record<string, string> = sendsToken ? { Authorization: `Bearer ${token}` } : {};
	try {
		return await fetchBody(
			{ url: `${session.hubUrl}${path}`, method: "GET", headers },
			session.httpOptions({ service: "hub" }),
		);
	} catch (error) {
		// Status 0: no answer came (a connection error), whose own message says so.
		if (!(error instanceof InferenceClientHubApiError) || error.httpResponse.status === 0) throw error;
		const status = error.httpResponse.status;
		const message =
			messages.onStatus?.[status] ??
			`${messages.onError} The hub answered ${status}: ${error.message}${authHint(status, accessToken, sendsToken)}`;
		throw new InferenceClientHubApiError(message, {
			httpRequest: error.httpRequest,
			httpResponse: error.httpResponse,
			cause: error,
		});
	}
}

/** What a 401 / 403 means for the token this call had: gated and private models need a hub token. */
function authHint(status: number, accessToken: string | undefined, sentToken: boolean): string {
	if (status !== 401 && status !== 403) return "";
	if (sentToken) return " (check that your hub token is valid and has access to this model)";
	return accessToken
		? " (the token given is not a hub token, so it was not sent to the hub: gated and private models need an hf_ token)"
		: " (no token was sent: gated and private models need a hub token, hf_...)";
}
