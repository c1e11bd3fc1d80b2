import type { TelemetryMeter, TelemetrySpan, TelemetryTracer } from "./options.js";

/** The parts of @opentelemetry/api this client uses. */
export interface OtelApi {
	trace: {
		getTracer(name: string, version?: string): TelemetryTracer;
		setSpan(context: unknown, span: TelemetrySpan): unknown;
	};
	context: { active(): unknown };
	metrics: { getMeter(name: string, version?: string): TelemetryMeter };
}

/**
 * The module name in a variable: bundlers leave the import to run time, so an app's bundle does not grow by the
 * api unless telemetry is used (Node resolves it from this package, where it is an optional peer dependency).
 */
const OTEL_API_MODULE = "@opentelemetry/api";

/** @opentelemetry/api, loaded when a call has telemetry on (the module cache makes it one load per process). */
export async function loadOtelApi(): Promise<OtelApi> {
	return (await import(/* @vite-ignore */ /* webpackIgnore: true */ OTEL_API_MODULE)) as OtelApi;
}
