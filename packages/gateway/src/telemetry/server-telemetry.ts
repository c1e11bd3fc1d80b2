// `--otel`: one SERVER span per request, parenting the client's spans of its calls (their tracer is handed a
// parent instead of relying on a context manager, so it holds on every runtime), and the gateway's metrics beside
// the client's GenAI ones. The api module is given, not imported: @opentelemetry/api stays an optional dependency.

import type { Options } from "@modelyard/inference";
import type * as OtelApi from "@opentelemetry/api";
import type { MiddlewareHandler } from "hono";
import { routePath } from "hono/route";
import type { GatewayEnv } from "../context.js";
import type { TelemetrySetup } from "../operations-config.js";

type Attributes = Record<string, string | number | boolean>;

/** Seconds of a request or of its first token (the GenAI conventions' buckets). */
const SECONDS_BUCKETS = [0.005, 0.01, 0.02, 0.04, 0.08, 0.16, 0.32, 0.64, 1.28, 2.56, 5.12, 10.24, 20.48, 40.96, 81.92];
const SPAN_KIND_SERVER = 1;
const STATUS_ERROR = 2;
const BREAKER_STATES = { closed: 0, "half-open": 1, open: 2 } as const;

/** What the breaker gauge reads: the gateway client's breakers (InferenceClient.providerStats fits). */
export type BreakerStates = () => { model: string; provider: string; breaker: keyof typeof BREAKER_STATES }[];

/** The call options that make a call's spans children of `parent` (and its metrics go to `meter`). */
function callTelemetry(tracer: OtelApi.Tracer, meter: OtelApi.Meter, parent: OtelApi.Context): Options {
	return {
		telemetry: {
			tracer: {
				startSpan: (name, options, context) =>
					tracer.startSpan(name, options, (context as OtelApi.Context | undefined) ?? parent),
			},
			meter,
		},
	};
}

/** The middleware writing each request's span and metric points; `breakers` feeds the breaker gauge. */
export function serverTelemetry(
	{ api, tracer, meter }: TelemetrySetup,
	breakers: BreakerStates,
): MiddlewareHandler<GatewayEnv> {
	const requests = meter.createCounter("modelyard.gateway.requests", { description: "Requests answered" });
	const duration = meter.createHistogram("http.server.request.duration", {
		unit: "s",
		description: "Time to answer a request, its body sent to the end",
		advice: { explicitBucketBoundaries: SECONDS_BUCKETS },
	});
	const firstToken = meter.createHistogram("modelyard.gateway.time_to_first_token", {
		unit: "s",
		description: "Time from a request to its first token (a stream's first chunk, else the receipt's)",
		advice: { explicitBucketBoundaries: SECONDS_BUCKETS },
	});
	const tokens = meter.createCounter("modelyard.gateway.tokens", { unit: "{token}", description: "Tokens used" });
	const cost = meter.createCounter("modelyard.gateway.cost", { unit: "USD", description: "Cost from receipts" });
	const breakerGauge = meter.createObservableGauge("modelyard.gateway.breaker.state", {
		description: "Breaker of each provider and model: 0 closed, 1 half-open, 2 open",
	});
	breakerGauge.addCallback((result) => {
		for (const { model, provider, breaker } of breakers())
			result.observe(BREAKER_STATES[breaker], { "gen_ai.provider.name": provider, "gen_ai.request.model": model });
	});
	return async (c, next) => {
		const started = performance.now();
		const { method, path } = c.req;
		const span = tracer.startSpan(`${method} ${path}`, {
			kind: SPAN_KIND_SERVER,
			attributes: { "http.request.method": method, "url.path": path },
		});
		const parent = api.trace.setSpan(api.context.active(), span);
		c.set("callOptions", { ...c.get("callOptions"), ...callTelemetry(tracer, meter, parent) });
		await api.context.with(parent, next);
		const record = c.get("record");
		const status = c.res.status;
		const route = routePath(c, -1);
		record.bodyDone.then(() => {
			const { receipt } = record;
			const attributes: Attributes = {
				"http.request.method": method,
				"http.route": route.includes("*") ? "unmatched" : route,
				"http.response.status_code": status,
			};
			const model = receipt?.model ?? record.model;
			const served: Attributes = {};
			if (receipt?.provider) served["gen_ai.provider.name"] = receipt.provider;
			if (model) served["gen_ai.request.model"] = model;
			span.setAttributes({ ...attributes, ...served });
			if (record.errorCode) span.setAttribute("error.type", record.errorCode);
			if (status >= 500) span.setStatus({ code: STATUS_ERROR, message: record.errorCode ?? String(status) });
			span.end();
			requests.add(1, { ...attributes, ...served });
			duration.record((performance.now() - started) / 1000, { ...attributes, ...served });
			const firstTokenMs = record.firstTokenMs ?? receipt?.firstTokenMs;
			if (firstTokenMs !== undefined) firstToken.record(firstTokenMs / 1000, served);
			const usage = receipt?.usage ?? {};
			for (const [type, field] of [
				["input", "prompt_tokens"],
				["output", "completion_tokens"],
			] as const) {
				const count = usage[field];
				if (typeof count === "number") tokens.add(count, { ...served, "gen_ai.token.type": type });
			}
			if (receipt?.costUsd !== undefined) cost.add(receipt.costUsd, served);
		});
	};
}
