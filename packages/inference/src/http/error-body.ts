import {
	type HttpErrorDetails,
	type InferenceClientHttpError,
	InferenceClientHubApiError,
	InferenceClientProviderApiError,
	isRecord,
} from "../errors/index.js";
import { parseRetryAfter } from "./retry.js";
import type { HttpOptions, HttpRequest } from "./types.js";

/** Which 3.x wording the "no readable message" fallback uses: plain requests and event streams differ. */
export type ErrorWording = "request" | "stream";

/** Text bodies (HTML error pages...) are cut to this many characters in the message; the body keeps what was read. */
const MAX_TEXT_MESSAGE = 2_000;
/** A server's JSON message is kept whole up to this length: validation errors listing fields run to a few KB. */
const MAX_JSON_MESSAGE = 10_000;
/** A JSON body without a message field is shown compactly, cut to this many characters. */
const MAX_COMPACT_BODY = 300;

export function isJsonContentType(contentType: string | null): boolean {
	if (!contentType) return false;
	const media = mediaType(contentType);
	return media === "application/json" || media.endsWith("+json");
}

function mediaType(contentType: string): string {
	const semicolon = contentType.indexOf(";");
	return (semicolon === -1 ? contentType : contentType.slice(0, semicolon)).trim().toLowerCase();
}

function nonEmpty(text: unknown): string | undefined {
	if (typeof text !== "string") return undefined;
	const trimmed = text.trim();
	return trimmed === "" ? undefined : trimmed;
}

/** FastAPI-style validation item `{loc: ["body", "field"], msg}` -> "body.field: msg". */
function describeDetailItem(item: unknown): string | undefined {
	if (typeof item === "string") return nonEmpty(item);
	if (!isRecord(item)) return undefined;
	const msg = nonEmpty(item.msg) ?? nonEmpty(item.message);
	if (msg === undefined) return undefined;
	const loc = Array.isArray(item.loc) ? item.loc.map(String).join(".") : "";
	return loc ? `${loc}: ${msg}` : msg;
}

/**
 * The server's own message from the usual JSON error shapes: `error` (string), `error.message` (OpenAI),
 * `detail` (string, or FastAPI's list of `{msg}`), `message` (Sambanova, Mistral...).
 */
export function messageFromJsonBody(body: unknown): string | undefined {
	if (!isRecord(body)) return undefined;
	const fromError = nonEmpty(body.error) ?? (isRecord(body.error) ? nonEmpty(body.error.message) : undefined);
	if (fromError !== undefined) return fromError;
	const fromDetail = Array.isArray(body.detail)
		? nonEmpty(
				body.detail
					.map(describeDetailItem)
					.filter((part) => part !== undefined)
					.join("; "),
			)
		: nonEmpty(body.detail);
	return fromDetail ?? nonEmpty(body.message);
}

/**
 * The most of an error body read, in bytes: enough for any server's message, while a 64 MB error page must not
 * sit on the error (nor in memory, nor in `JSON.stringify(error)`).
 */
export const MAX_ERROR_BODY_BYTES = 64 * 1024;

/**
 * The start of the body as text, at most `MAX_ERROR_BODY_BYTES`, the rest cancelled (the connection is released
 * without downloading it); `truncated` when there was more. Never throws: a reset connection leaves what came.
 */
async function readBoundedText(response: Response): Promise<{ text: string; truncated: boolean }> {
	const reader = response.body?.getReader();
	if (!reader) return { text: "", truncated: false };
	const decoder = new TextDecoder();
	let text = "";
	let bytes = 0;
	try {
		while (bytes < MAX_ERROR_BODY_BYTES) {
			const { done, value } = await reader.read();
			if (done) return { text: text + decoder.decode(), truncated: false };
			const kept = value.subarray(0, MAX_ERROR_BODY_BYTES - bytes);
			bytes += kept.length;
			text += decoder.decode(kept, { stream: true });
			if (kept.length < value.length) break;
		}
		// The limit is reached: there is more unless the body ends right here.
		const next = await reader.read();
		if (next.done) return { text: text + decoder.decode(), truncated: false };
		return { text: text + decoder.decode(), truncated: true };
	} catch {
		return { text: text + decoder.decode(), truncated: false };
	} finally {
		reader.cancel().catch(() => {});
	}
}

/** Parsed JSON when the body is JSON (by content type, or a text body that is an object), else the text. */
function parseErrorBody(text: string, contentType: string | null): unknown {
	const media = contentType ? mediaType(contentType) : "";
	const looksJson = isJsonContentType(contentType) || text.trimStart().startsWith("{");
	if (looksJson) {
		try {
			return JSON.parse(text);
		} catch {
			// Not JSON after all: the text itself is the best we have.
		}
	}
	const isText = media === "" || media.startsWith("text/") || isJsonContentType(contentType);
	return isText && text.trim() !== "" ? text : undefined;
}

function truncate(text: string, max: number): string {
	return text.length > max ? `${text.slice(0, max)}…` : text;
}

export function requestIdOf(headers: Headers, body: unknown): string | undefined {
	return (
		headers.get("x-request-id") ??
		headers.get("x-amzn-requestid") ??
		(isRecord(body) && typeof body.request_id === "string" ? body.request_id : undefined)
	);
}

/** The message of a failed response: the server's words when it gave any, else the 3.x fallbacks. */
export function errorMessageFor(status: number, body: unknown, wording: ErrorWording): string {
	const text = typeof body === "string" ? nonEmpty(body) : undefined;
	// A JSON message is cut too (a 1 MB `error` must not become a 1 MB message), but later than text bodies.
	const serverMessage = text === undefined ? messageFromJsonBody(body) : truncate(text, MAX_TEXT_MESSAGE);
	if (serverMessage !== undefined) return truncate(serverMessage, MAX_JSON_MESSAGE);
	if (body !== undefined) {
		return `Server response contains error: ${status}, body: ${truncate(JSON.stringify(body), MAX_COMPACT_BODY)}`;
	}
	return wording === "stream"
		? `Server response contains error: ${status}`
		: "An error occurred while fetching the blob";
}

/** The error class of the service called, built with the request and response kept on it (redacted by the class). */
export function createHttpError(
	service: HttpOptions["service"],
	message: string,
	details: HttpErrorDetails,
): InferenceClientHttpError {
	return service === "hub"
		? new InferenceClientHubApiError(message, details)
		: new InferenceClientProviderApiError(message, details);
}

export function requestInfo(request: HttpRequest): HttpErrorDetails["httpRequest"] {
	return { url: request.url, method: request.method, headers: request.headers };
}

/**
 * Turns a non-OK response into the typed error of `options.service` (reads and keeps the start of its body,
 * flagged `bodyTruncated` when cut, and the wait a `Retry-After` asked for).
 */
export async function errorFromResponse(
	response: Response,
	request: HttpRequest,
	options: HttpOptions,
	wording: ErrorWording,
): Promise<InferenceClientHttpError> {
	const { text, truncated } = await readBoundedText(response);
	const contentType = response.headers.get("content-type");
	const body = parseErrorBody(text, contentType);
	const requestId = requestIdOf(response.headers, body);
	return createHttpError(options.service, errorMessageFor(response.status, body, wording), {
		httpRequest: requestInfo(request),
		httpResponse: {
			status: response.status,
			body,
			requestId,
			retryAfterMs: parseRetryAfter(response.headers.get("retry-after"), Date.now()),
			...(truncated ? { bodyTruncated: true } : {}),
			...(contentType ? { contentType: mediaType(contentType) } : {}),
		},
		provider: options.provider,
	});
}
