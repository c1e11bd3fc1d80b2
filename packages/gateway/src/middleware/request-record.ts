import type { MiddlewareHandler } from "hono";
import type { ModelAlias } from "../config.js";
import type { GatewayEnv } from "../context.js";
import { type AccessLogLine, RequestRecord } from "../request-record.js";
import type { Upstream } from "../upstream.js";

/** A caller's own request id is kept when it is a plain token (it ends up in logs); else one is made. */
const SAFE_ID = /^[\w.:-]{1,128}$/;

/**
 * Every request's record from its arrival to its access-log line: it starts the record and hands the routes the
 * instance's upstream and aliases; once the answer is made it adds `x-request-id` and the served-by headers (on
 * answers that have them); its JSON line goes to `logger` once the body has been sent to the end (a stream's line
 * has its time to first token, tokens and cost). One middleware, not three: each layer of Hono's chain costs a
 * request an async frame and its promises (issue 37's bench).
 */
export function requestRecord(
	logger: ((line: AccessLogLine) => void) | undefined,
	upstream: Upstream,
	aliases: Readonly<Record<string, ModelAlias>>,
): MiddlewareHandler<GatewayEnv> {
	return async (c, next) => {
		const given = c.req.header("x-request-id");
		const record = new RequestRecord(given && SAFE_ID.test(given) ? given : `req_${crypto.randomUUID()}`);
		c.set("record", record);
		c.set("upstream", upstream);
		c.set("aliases", aliases);
		await next();
		const headers = c.res.headers;
		headers.set("x-request-id", record.requestId);
		for (const [name, value] of Object.entries(record.servedHeaders())) {
			if (!headers.has(name)) headers.set(name, value);
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
