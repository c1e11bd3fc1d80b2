import type { MiddlewareHandler } from "hono";
import type { GatewayEnv } from "../context.js";
import { RequestRecord } from "../request-record.js";

/** A caller's own request id is kept when it is a plain token (it ends up in logs); else one is made. */
const SAFE_ID = /^[\w.:-]{1,128}$/;

/** Starts the request's record; every answer carries its `x-request-id`. */
export function requestId(): MiddlewareHandler<GatewayEnv> {
	return async (c, next) => {
		const given = c.req.header("x-request-id");
		const record = new RequestRecord(given && SAFE_ID.test(given) ? given : `req_${crypto.randomUUID()}`);
		c.set("record", record);
		await next();
		c.res.headers.set("x-request-id", record.requestId);
	};
}
