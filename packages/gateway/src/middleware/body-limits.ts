import type { MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import type { GatewayEnv } from "../context.js";
import { GatewayError } from "../errors.js";
import { type BodyLimits, DEFAULT_BODY_LIMITS } from "../operations-config.js";

const megabytes = (bytes: number) => `${Math.round((bytes / 1024 / 1024) * 100) / 100} MB`;

/**
 * A body over its limit is a 413 before any of it is parsed: at once from its Content-Length, else while it is read
 * (a chunked body is counted and cut at the limit, so no more than the limit is ever held).
 */
export function bodyLimits(limits: BodyLimits = {}): MiddlewareHandler<GatewayEnv> {
	const { jsonBytes, multipartBytes } = { ...DEFAULT_BODY_LIMITS, ...limits };
	const tooLarge = (maxSize: number, what: string) =>
		new GatewayError(
			413,
			`The request body is larger than the gateway's limit for ${what} (${megabytes(maxSize)}): send a smaller one.`,
			{ code: "request_too_large" },
		);
	const limited = (maxSize: number, what: string) =>
		bodyLimit({
			maxSize,
			onError: () => {
				throw tooLarge(maxSize, what);
			},
		});
	const json = { maxSize: jsonBytes, what: "JSON bodies", counted: limited(jsonBytes, "JSON bodies") };
	const multipart = {
		maxSize: multipartBytes,
		what: "multipart uploads",
		counted: limited(multipartBytes, "multipart uploads"),
	};
	return (c, next) => {
		const kind = c.req.header("content-type")?.toLowerCase().startsWith("multipart/") ? multipart : json;
		// A declared length is judged from the header alone: asking a request for its `body` can make it build a
		// stream it would not need (the Node adapter's buffered requests).
		const declared = c.req.header("content-length");
		if (declared !== undefined && c.req.header("transfer-encoding") === undefined) {
			if (Number.parseInt(declared, 10) > kind.maxSize) throw tooLarge(kind.maxSize, kind.what);
			return next();
		}
		return kind.counted(c, next);
	};
}
