// The gateway's operational settings, as the config file and the gateway's owner give them: per-key limits, body
// limits, the request deadline; and the state the owner hands in (the usage store, the readiness, telemetry).

import type { Options } from "@modelyard/inference";
import type * as OtelApi from "@opentelemetry/api";
import { type KeyLimits, parseKeyLimits, type UsageStore } from "./limits/key-limits.js";
import type { Readiness } from "./readiness.js";

/** The largest bodies the gateway reads, in bytes. */
export interface BodyLimits {
	/** JSON bodies (default 10 MB). */
	jsonBytes?: number;
	/** Multipart uploads: audio to transcribe, images to edit (default 25 MB, OpenAI's audio limit). */
	multipartBytes?: number;
}

export const DEFAULT_BODY_LIMITS: Required<BodyLimits> = {
	jsonBytes: 10 * 1024 * 1024,
	multipartBytes: 25 * 1024 * 1024,
};

/** The OpenTelemetry objects the gateway's spans and metrics go to (the api module is given: an optional dependency). */
export interface TelemetrySetup {
	api: Pick<typeof OtelApi, "context" | "trace">;
	tracer: OtelApi.Tracer;
	meter: OtelApi.Meter;
}

/** Every request's deadline when neither the config nor its alias sets one: 5 minutes. */
export const DEFAULT_DEADLINE_MS = 300_000;

/** The config file's operational fields. */
export interface OperationsConfig {
	/** Limits of every gateway key, each key counted apart (`requestsPerMinute`, `tokensPerMinute`, `usdPerDay`). */
	limits?: KeyLimits;
	/** Limits of one key, by its fingerprint (`key_` + 12 hex digits, as 429 messages name it), instead of `limits`. */
	keyLimits?: Record<string, KeyLimits>;
	/** The longest a request's calls may take, retries and fallback included (ms); an alias may set its own. */
	deadlineMs?: number;
	bodyLimits?: BodyLimits;
}

/** What the gateway's owner hands in besides the config (the Node server does; defaults otherwise). */
export interface OperationsOptions extends OperationsConfig {
	/** Where usage is counted (default: in this gateway's memory; `modelyard serve --database-url`: PostgreSQL). */
	usageStore?: UsageStore;
	/** Flipped to draining by the owner on shutdown (default: a gateway's own, never drained). */
	readiness?: Readiness;
	/** One SERVER span per request and the gateway's metrics (`modelyard serve --otel`). */
	telemetry?: TelemetrySetup;
	/** GET /metrics: the metrics in Prometheus text (`modelyard serve --otel`). */
	metricsText?: () => Promise<string>;
}

function positiveNumber(value: unknown, where: string): number {
	if (typeof value !== "number" || !Number.isFinite(value) || value <= 0)
		throw new TypeError(`${where} must be a positive number.`);
	return value;
}

/**
 * The operational fields of a config file, checked; answers them and the fields that are not theirs. Throws a
 * TypeError naming the field and what it takes.
 */
export function readOperations(fields: Record<string, unknown>, source: string) {
	const { limits, keyLimits: byKey, deadlineMs, bodyLimits: body, ...others } = fields;
	const config: OperationsConfig = {};
	if (limits !== undefined) config.limits = parseKeyLimits(limits, `${source}: limits`);
	if (byKey !== undefined) {
		if (typeof byKey !== "object" || byKey === null || Array.isArray(byKey))
			throw new TypeError(`${source}: keyLimits must be an object of key fingerprints to limits.`);
		config.keyLimits = Object.fromEntries(
			Object.entries(byKey).map(([name, each]) => [name, parseKeyLimits(each, `${source}: keyLimits.${name}`)]),
		);
	}
	if (deadlineMs !== undefined) config.deadlineMs = positiveNumber(deadlineMs, `${source}: deadlineMs (ms)`);
	if (body !== undefined) {
		const { jsonBytes, multipartBytes, ...unknown } = body as Record<string, unknown>;
		const extra = Object.keys(unknown)[0];
		if (extra) throw new TypeError(`${source}: bodyLimits.${extra} is not a body limit (jsonBytes, multipartBytes).`);
		config.bodyLimits = {};
		if (jsonBytes !== undefined)
			config.bodyLimits.jsonBytes = positiveNumber(jsonBytes, `${source}: bodyLimits.jsonBytes`);
		if (multipartBytes !== undefined)
			config.bodyLimits.multipartBytes = positiveNumber(multipartBytes, `${source}: bodyLimits.multipartBytes`);
	}
	return { config, others };
}

/** The client's defaults with the gateway's deadline (an alias's own deadline is set per call). */
export function withDeadline(clientOptions: Options | undefined, deadlineMs: number | undefined): Options {
	return { timeout: deadlineMs ?? DEFAULT_DEADLINE_MS, ...clientOptions };
}
