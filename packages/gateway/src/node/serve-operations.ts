// The operational flags of `modelyard serve`: shared usage in PostgreSQL, socket timeouts, the drain deadline and
// telemetry. What they start (a pool, the OpenTelemetry providers) is stopped by `close()`.
import { GatewayConfigError, type GatewayOptions } from "../config.js";
import type { UsageStore } from "../limits/key-limits.js";
import type { SocketTimeouts } from "./drain.js";

export const OPERATION_FLAGS = {
	"database-url": { type: "string" },
	"drain-timeout": { type: "string" },
	"headers-timeout": { type: "string" },
	"body-timeout": { type: "string" },
	otel: { type: "boolean" },
} as const;

export const OPERATIONS_USAGE = `Operations:
  --database-url postgres://...  per-key limits and budgets shared by every gateway on that database
  --drain-timeout ms             on SIGTERM, how long requests in flight may take to finish (default 30000)
  --headers-timeout ms           how long a client may take to send its headers (default 10000)
  --body-timeout ms              how long a client may take to send its whole request (default 120000)
  --otel                         a SERVER span per request (OTLP to OTEL_EXPORTER_OTLP_ENDPOINT) and GET /metrics
`;

export interface OperationFlagValues {
	"database-url"?: string;
	"drain-timeout"?: string;
	"headers-timeout"?: string;
	"body-timeout"?: string;
	otel?: boolean;
}

export interface ServeOperations {
	/** Added to the gateway's options. */
	gateway: GatewayOptions;
	timeouts: SocketTimeouts;
	drainTimeoutMs: number;
	/** Stops what was started (the usage store's pool, the telemetry providers). */
	close(): Promise<void>;
}

function milliseconds(values: OperationFlagValues, flag: keyof OperationFlagValues): number | undefined {
	const value = values[flag];
	if (value === undefined) return undefined;
	const ms = Number(value);
	if (typeof value !== "string" || !Number.isFinite(ms) || ms <= 0)
		throw new GatewayConfigError(`--${flag} must be a positive number of milliseconds, not "${value}".`);
	return ms;
}

/** Reads the flags and starts what they ask for; a bad value or an unreachable database is a GatewayConfigError. */
export async function startOperations(
	values: OperationFlagValues,
	env: Record<string, string | undefined>,
): Promise<ServeOperations> {
	const timeouts: SocketTimeouts = {};
	const headersTimeoutMs = milliseconds(values, "headers-timeout");
	const bodyTimeoutMs = milliseconds(values, "body-timeout");
	if (headersTimeoutMs !== undefined) timeouts.headersTimeoutMs = headersTimeoutMs;
	if (bodyTimeoutMs !== undefined) timeouts.bodyTimeoutMs = bodyTimeoutMs;
	const drainTimeoutMs = milliseconds(values, "drain-timeout") ?? 30_000;
	const gateway: GatewayOptions = {};
	const closers: (() => Promise<void>)[] = [];
	const close = async () => {
		await Promise.all(closers.map((each) => each()));
	};
	try {
		const databaseUrl = values["database-url"];
		if (databaseUrl) {
			const store: UsageStore = await openStore(databaseUrl);
			closers.push(() => store.close());
			gateway.usageStore = store;
		}
		if (values.otel) {
			const { startGatewayOtel } = await import("./otel.js");
			const otel = await startGatewayOtel(env);
			closers.push(() => otel.shutdown());
			gateway.telemetry = otel.telemetry;
			gateway.metricsText = otel.metricsText;
		}
	} catch (error) {
		await close();
		throw error;
	}
	return { gateway, timeouts, drainTimeoutMs, close };
}

/** The PostgreSQL store (pg loads only with --database-url); a database that cannot be reached is said plainly. */
async function openStore(databaseUrl: string): Promise<UsageStore> {
	const { PostgresUsageStore } = await import("./postgres-usage-store.js");
	try {
		return await PostgresUsageStore.open(databaseUrl);
	} catch (error) {
		// The URL may hold a password: only the host is named.
		const host = URL.canParse(databaseUrl) ? new URL(databaseUrl).host : "the database";
		throw new GatewayConfigError(
			`--database-url: cannot use ${host} (${(error as Error).message}). Give a PostgreSQL URL the gateway can reach and write to.`,
		);
	}
}
