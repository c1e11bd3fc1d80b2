import type { MiddlewareHandler } from "hono";
import type { GatewayEnv } from "../context.js";
import { GatewayError } from "../errors.js";
import type { Readiness } from "../readiness.js";

/**
 * `GET /readyz`: 200 while requests are taken, 503 once draining (a load balancer stops sending them here); while
 * draining, every new request but `/healthz` gets a 503, and requests already in go on.
 */
export function refuseWhileDraining(readiness: Readiness): MiddlewareHandler<GatewayEnv> {
	return async (c, next) => {
		const { path } = c.req;
		if (path === "/readyz") {
			return readiness.draining
				? c.json({ status: "draining" }, 503, { connection: "close" })
				: c.json({ status: "ready" }, 200);
		}
		if (readiness.draining && path !== "/healthz") {
			throw new GatewayError(503, "The gateway is shutting down: send the request again (another instance takes it).", {
				code: "draining",
				retryAfterMs: 1000,
			});
		}
		return next();
	};
}
