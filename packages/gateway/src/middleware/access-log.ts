import type { MiddlewareHandler } from "hono";
import type { GatewayEnv } from "../context.js";
import type { AccessLogLine } from "../request-record.js";

/**
 * One JSON line per request, written once its body has been sent to the end (a stream's line has its time to
 * first token, tokens and cost); the served-by headers on answers that have them.
 */
export function accessLog(logger: ((line: AccessLogLine) => void) | undefined): MiddlewareHandler<GatewayEnv> {
	return async (c, next) => {
		await next();
		const record = c.get("record");
		for (const [name, value] of Object.entries(record.servedHeaders())) {
			if (!c.res.headers.has(name)) c.res.headers.set(name, value);
		}
		if (!logger) return;
		const { method, path } = c.req;
		const status = c.res.status;
		record.bodyDone.then(() => {
			try {
				logger(record.line(method, path, status));
			} catch {
				// A logger that throws must not take a request down with it.
			}
		});
	};
}
