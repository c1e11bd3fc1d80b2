import { InferenceClientHttpError, InferenceOutputError } from "../errors/index.js";
import { fetchBody, readBlob } from "./body.js";
import { sendRequest } from "./send.js";
import type { HttpOptions, HttpRequest } from "./types.js";

// The follow-up calls of an answer: polling, results and output downloads. Only the kinds that make them import
// this, so a bundle of chat calls does not carry it.

/**
 * A follow-up the server refused is an output error, as in 3.x, saying what failed (`failure`), then the server's
 * status and words; the status stays on the error.
 */
async function followUp<T>(failure: string, call: () => Promise<T>): Promise<T> {
	try {
		return await call();
	} catch (error) {
		if (!(error instanceof InferenceClientHttpError) || error.httpResponse.status < 400) throw error;
		const status = error.httpResponse.status;
		throw new InferenceOutputError(`${failure} (HTTP ${status}: ${error.message})`, { status, cause: error });
	}
}

/** GET a URL's JSON body (polling, results). */
export function getFollowUpJson(
	url: string,
	failure: string,
	headers: Record<string, string>,
	options: HttpOptions,
): Promise<unknown> {
	return followUp(failure, () => fetchBody({ url, method: "GET", headers }, options));
}

/** GET a URL's body as a Blob (output downloads: no credentials, the URL is all an output host needs). */
export function downloadFollowUp(url: string, failure: string, options: HttpOptions): Promise<Blob> {
	return followUp(failure, async () => {
		const request: HttpRequest = { url, method: "GET", headers: {} };
		return readBlob(await sendRequest(request, options), request, options);
	});
}
