import { createHttpError, isJsonContentType, requestIdOf, requestInfo } from "./error-body.js";
import { sentRequestOf } from "./send.js";

/** How much of an unparsable body the error message shows. */
const BODY_PREVIEW_LENGTH = 200;

/**
 * The body of an OK response: parsed JSON when the content type is JSON (application/json, any +json),
 * else a Blob. A JSON content type with an unparsable body, or a body whose read fails (connection reset
 * mid-body), is a typed API error, not an output error nor the fetch's own TypeError. The caller's abort
 * reason is rethrown as is.
 */
export async function readBody(response: Response): Promise<unknown> {
	const sent = sentRequestOf(response);
	const isJson = isJsonContentType(response.headers.get("content-type"));
	let text: string;
	try {
		if (!isJson) return await response.blob();
		text = await response.text();
	} catch (cause) {
		if (sent?.options.signal?.aborted) throw sent.options.signal.reason;
		throw bodyError(
			response,
			`Response body could not be read: ${cause instanceof Error ? cause.message : cause}`,
			cause,
			undefined,
		);
	}
	try {
		return JSON.parse(text);
	} catch (cause) {
		throw bodyError(response, `Response body is not valid JSON: ${text.slice(0, BODY_PREVIEW_LENGTH)}`, cause, text);
	}
}

function bodyError(response: Response, message: string, cause: unknown, body: string | undefined) {
	// Responses from sendRequest know their request; others are described by their URL alone.
	const sent = sentRequestOf(response);
	const requestId = requestIdOf(response.headers, undefined);
	return createHttpError(sent?.options.errorKind ?? "provider", message, {
		cause,
		httpRequest: sent ? requestInfo(sent.request) : { url: response.url, method: "UNKNOWN", headers: {} },
		httpResponse: { status: response.status, body, ...(requestId === undefined ? {} : { requestId }) },
		...(sent?.options.provider === undefined ? {} : { provider: sent.options.provider }),
	});
}
