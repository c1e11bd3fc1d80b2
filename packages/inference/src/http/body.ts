import { createHttpError, isJsonContentType, requestIdOf, requestInfo } from "./error-body.js";
import { sendRequest } from "./send.js";
import type { HttpOptions, HttpRequest } from "./types.js";

/** How much of an unparsable body the error message shows. */
const BODY_PREVIEW_LENGTH = 200;

/** sendRequest, then the body of its OK answer (readBody), its errors typed with the request sent. */
export async function fetchBody(request: HttpRequest, options: HttpOptions): Promise<unknown> {
	return readBody(await sendRequest(request, options), request, options);
}

/**
 * The body of an OK response: parsed JSON when the content type is JSON (application/json, any +json),
 * else a Blob. A JSON content type with an unparsable body, or a body whose read fails (connection reset
 * mid-body), is a typed API error, not an output error nor the fetch's own TypeError; it describes `request`
 * when given (else the response's URL alone). The caller's abort reason is rethrown as is.
 */
export async function readBody(response: Response, request?: HttpRequest, options?: HttpOptions): Promise<unknown> {
	// Undefined until the body was read: tells a failed read from an unparsable body.
	let text: string | undefined;
	try {
		if (!isJsonContentType(response.headers.get("content-type"))) return await response.blob();
		text = await response.text();
		return JSON.parse(text);
	} catch (cause) {
		throw bodyError(cause, text, response, request, options);
	}
}

/** The body of an OK response as a Blob, whatever its type (output downloads); a cut body is a typed error. */
export async function readBlob(response: Response, request: HttpRequest, options: HttpOptions): Promise<Blob> {
	try {
		return await response.blob();
	} catch (cause) {
		throw bodyError(cause, undefined, response, request, options);
	}
}

function bodyError(
	cause: unknown,
	text: string | undefined,
	response: Response,
	request: HttpRequest | undefined,
	options: HttpOptions | undefined,
): unknown {
	if (text === undefined && options?.signal?.aborted) return options.signal.reason;
	const requestId = requestIdOf(response.headers, undefined);
	return createHttpError(
		options?.service ?? "provider",
		text === undefined
			? `Response body could not be read: ${cause}`
			: `Response body is not valid JSON: ${text.slice(0, BODY_PREVIEW_LENGTH)}`,
		{
			cause,
			httpRequest: request ? requestInfo(request) : { url: response.url, method: "UNKNOWN", headers: {} },
			httpResponse: { status: response.status, body: text, requestId },
			provider: options?.provider,
			// A read that failed is an answer cut on its way (a reset, a corrupt encoding), not the status's fault; an
			// unparsable body is an invalid answer (another provider may answer well).
			kind: text === undefined ? "connection" : "output",
		},
	);
}
