// Request bodies as the routes need them: a JSON object, or a multipart form; a clear 400 otherwise.
import type { Context } from "hono";
import { GatewayError } from "./errors.js";

const decoder = new TextDecoder();

/**
 * The body's bytes when the Node adapter read them before the handler ran (node/adapter.ts hands them on as the
 * IncomingMessage's `rawBody`, which Hono's Node adapter puts in `c.env`); undefined anywhere else. Parsed from
 * there, a body skips the web stream and the Request that reading it through `c.req` would build (Node 20).
 */
function bytesReadAhead(c: Context): Uint8Array | undefined {
	const incoming = (c.env as { incoming?: { rawBody?: unknown } } | undefined)?.incoming;
	return incoming?.rawBody instanceof Uint8Array ? incoming.rawBody : undefined;
}

/** The body as a JSON object. */
export async function jsonBody(c: Context): Promise<Record<string, unknown>> {
	let body: unknown;
	try {
		const bytes = bytesReadAhead(c);
		body = bytes ? JSON.parse(decoder.decode(bytes)) : await c.req.raw.json();
	} catch {
		throw new GatewayError(400, "The body is not valid JSON: send a JSON object with Content-Type: application/json.", {
			code: "invalid_json",
		});
	}
	if (typeof body !== "object" || body === null || Array.isArray(body)) {
		throw new GatewayError(400, "The body must be a JSON object.", { code: "invalid_json" });
	}
	return body as Record<string, unknown>;
}

/** The body as a multipart form (file uploads). */
export async function formBody(c: Context): Promise<FormData> {
	try {
		return await c.req.raw.formData();
	} catch {
		throw new GatewayError(400, "The body is not a multipart form: send multipart/form-data with the fields named.", {
			code: "invalid_form",
		});
	}
}
