import type { MiddlewareHandler } from "hono";
import type { GatewayEnv } from "../context.js";
import { GatewayError } from "../errors.js";
import type { Readiness } from "../readiness.js";

/**
 * While draining: `GET /readyz` answers 503 (a load balancer stops sending requests here), every new request but
 * `/healthz` gets a 503, and requests already in go on. Otherwise everything passes (`/readyz` answers ready).
 */
export function refuseWhileDraining(readiness: Readiness): MiddlewareHandler<GatewayEnv> {
	return async (c, next) => {
		if (!readiness.draining) return next();
		const { path } = c.req;
		if (path === "/readyz") return c.json({ status: "draining" }, 503);
		if (path === "/healthz") return next();
		throw new GatewayError(503, "The gateway is shutting down: send the request again (another instance takes it).", {
			code: "draining",
			retryAfterMs: 1000,
		});
	};
}
