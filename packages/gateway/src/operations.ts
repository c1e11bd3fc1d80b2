// The gateway's operational middleware on its app, in order: draining and telemetry first, body and per-key limits
// after authentication. Their state (usage counts, readiness) belongs to the gateway object.
import type { Hono } from "hono";
import type { GatewayEnv } from "./context.js";
import { KeyLimiter } from "./limits/key-limiter.js";
import { MemoryUsageStore } from "./limits/memory-store.js";
import { bodyLimits } from "./middleware/body-limits.js";
import { refuseWhileDraining } from "./middleware/draining.js";
import { keyLimits } from "./middleware/key-limits.js";
import type { OperationsOptions } from "./operations-config.js";
import { Readiness } from "./readiness.js";
import { serverTelemetry } from "./telemetry/server-telemetry.js";
import type { Upstream } from "./upstream.js";

/** Draining and telemetry: before authentication (a draining gateway refuses everyone; every request has a span). */
export function useOperationsFirst(app: Hono<GatewayEnv>, options: OperationsOptions, upstream: Upstream): void {
	app.use(refuseWhileDraining(options.readiness ?? new Readiness()));
	const { telemetry, metricsText } = options;
	if (telemetry) app.use(serverTelemetry(telemetry, () => upstream.clientFor(undefined).providerStats()));
	if (metricsText) {
		app.get("/metrics", async (c) =>
			c.body(await metricsText(), 200, { "content-type": "text/plain; version=0.0.4; charset=utf-8" }),
		);
	}
}

/** Body limits, then per-key limits: after authentication, so a request refused for its size takes no slot. */
export function useOperationsAfterAuth(app: Hono<GatewayEnv>, options: OperationsOptions & { keys?: string[] }): void {
	app.use("/v1/*", bodyLimits(options.bodyLimits));
	if (options.limits || options.keyLimits) {
		const limiter = new KeyLimiter(options.usageStore ?? new MemoryUsageStore(), (error) =>
			console.warn(`modelyard gateway: usage could not be counted (${(error as Error)?.message ?? error})`),
		);
		app.use("/v1/*", keyLimits(limiter, options.keys ?? [], options.limits, options.keyLimits));
	}
}
