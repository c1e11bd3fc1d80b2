import { isSensitiveHeader } from "../errors/index.js";
import { createHttpError, requestInfo } from "./error-body.js";
import type { HttpOptions, HttpRequest } from "./types.js";

// A call carrying a credential header (Authorization, X-Key, any key or token header) is sent with
// `redirect: "manual"`: fetch would follow a redirect to any host with the header and the body, so a provider's
// key and the caller's prompt could reach another origin. Redirects within the call's origin are followed here;
// any other is refused with a typed error.

const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);
/** As many hops as fetch follows. */
export const MAX_REDIRECTS = 20;

export function carriesCredentials(request: HttpRequest): boolean {
	return Object.keys(request.headers).some(isSensitiveHeader);
}

/** Whether a credentialed call's answer is a redirect, visible (a 3xx status) or hidden by a browser (opaque). */
export function mayRedirect(response: Response): boolean {
	return REDIRECT_STATUSES.has(response.status) || response.type === "opaqueredirect";
}

/**
 * The request to send next when `response` (to a credentialed call, sent with `redirect: "manual"`) redirects
 * within the call's origin: 307 and 308 keep the method and body, the others become a GET without a body (as
 * fetch does). Undefined when the response is not a redirect. A redirect to another origin, or one a browser
 * hides (an opaque redirect), is a typed error: the credentials and the body are never sent there.
 */
export function sameOriginRedirect(
	response: Response,
	request: HttpRequest,
	options: HttpOptions,
): HttpRequest | undefined {
	if (response.type === "opaqueredirect") {
		throw redirectError(
			request,
			options,
			0,
			"A call carrying credentials does not follow a redirect the browser hides (it could lead to another origin): call the final URL directly.",
		);
	}
	const location = response.headers.get("location");
	if (!REDIRECT_STATUSES.has(response.status) || location === null) return undefined;
	const target = redirectTarget(location, request, options, response.status);
	if (target.origin !== new URL(request.url).origin) {
		throw redirectError(
			request,
			options,
			response.status,
			`Redirected (${response.status}) to another origin, ${target.origin}: a call carrying credentials is not followed there. Call it directly if you trust it.`,
		);
	}
	if (response.status === 307 || response.status === 308 || request.method === "GET") {
		return { ...request, url: target.href };
	}
	const { body: _dropped, headers, ...rest } = request;
	const { "Content-Type": _type, ...withoutType } = headers;
	return { ...rest, url: target.href, method: "GET", headers: withoutType };
}

/**
 * Where a Location points, resolved against the request's URL. One that is not a URL is the server's malformed
 * answer, a typed error (`kind: "http"`): not a connection failure, so neither retried nor held against the
 * provider's breaker. The Location itself is left out of the message: it may carry a signed query.
 */
function redirectTarget(location: string, request: HttpRequest, options: HttpOptions, status: number): URL {
	try {
		return new URL(location, request.url);
	} catch {
		throw redirectError(
			request,
			options,
			status,
			`Redirected (${status}) with a malformed Location header (not a URL): not followed.`,
		);
	}
}

export function tooManyRedirects(request: HttpRequest, options: HttpOptions, status: number): Error {
	return redirectError(request, options, status, `More than ${MAX_REDIRECTS} redirects.`);
}

function redirectError(request: HttpRequest, options: HttpOptions, status: number, message: string): Error {
	return createHttpError(options.service, message, {
		httpRequest: requestInfo(request),
		httpResponse: { status, body: undefined },
		provider: options.provider,
		// Not a connection failure (status 0 of an opaque redirect) nor the server's fault: an answer we refuse.
		kind: "http",
	});
}
