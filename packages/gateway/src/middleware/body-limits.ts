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
	const limited = (maxSize: number, what: string) =>
		bodyLimit({
			maxSize,
			onError: () => {
				throw new GatewayError(
					413,
					`The request body is larger than the gateway's limit for ${what} (${megabytes(maxSize)}): send a smaller one.`,
					{ code: "request_too_large" },
				);
			},
		});
	const json = limited(jsonBytes, "JSON bodies");
	const multipart = limited(multipartBytes, "multipart uploads");
	return (c, next) =>
		(c.req.header("content-type")?.toLowerCase().startsWith("multipart/") ? multipart : json)(c, next);
}
