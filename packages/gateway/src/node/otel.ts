// `modelyard serve --otel`: the gateway's spans (exported over OTLP/HTTP when OTEL_EXPORTER_OTLP_ENDPOINT is set)
// and its metrics with the client's GenAI ones, served in Prometheus text on GET /metrics by OpenTelemetry's
// Prometheus exporter. The SDK packages are optional dependencies, loaded only with --otel.
import { GatewayConfigError } from "../config.js";
import type { TelemetrySetup } from "../operations-config.js";

const PACKAGES =
	"@opentelemetry/api @opentelemetry/sdk-trace-base @opentelemetry/sdk-metrics @opentelemetry/resources @opentelemetry/exporter-prometheus @opentelemetry/exporter-trace-otlp-http";

export interface GatewayOtel {
	telemetry: TelemetrySetup;
	/** The metrics in Prometheus text format. */
	metricsText(): Promise<string>;
	/** Sends the spans left and stops the providers. */
	shutdown(): Promise<void>;
}

async function loadSdk() {
	const [api, trace, metrics, resources, prometheus] = await Promise.all([
		import("@opentelemetry/api"),
		import("@opentelemetry/sdk-trace-base"),
		import("@opentelemetry/sdk-metrics"),
		import("@opentelemetry/resources"),
		import("@opentelemetry/exporter-prometheus"),
	]);
	return { api, trace, metrics, resources, prometheus };
}

/** Starts the providers; `spanProcessor` replaces the OTLP export (tests hand an in-memory one). */
export async function startGatewayOtel(
	env: Record<string, string | undefined>,
	spanProcessor?: import("@opentelemetry/sdk-trace-base").SpanProcessor,
): Promise<GatewayOtel> {
	let sdk: Awaited<ReturnType<typeof loadSdk>>;
	try {
		sdk = await loadSdk();
	} catch {
		throw new GatewayConfigError(`--otel needs the OpenTelemetry packages: npm install ${PACKAGES}`);
	}
	const resource = sdk.resources.resourceFromAttributes({
		"service.name": env["OTEL_SERVICE_NAME"] ?? "modelyard-gateway",
	});
	const spanProcessors = spanProcessor ? [spanProcessor] : [];
	if (!spanProcessor && (env["OTEL_EXPORTER_OTLP_ENDPOINT"] || env["OTEL_EXPORTER_OTLP_TRACES_ENDPOINT"])) {
		const { OTLPTraceExporter } = await import("@opentelemetry/exporter-trace-otlp-http");
		spanProcessors.push(new sdk.trace.BatchSpanProcessor(new OTLPTraceExporter()));
	}
	const tracerProvider = new sdk.trace.BasicTracerProvider({ resource, spanProcessors });
	const exporter = new sdk.prometheus.PrometheusExporter({ preventServerStart: true });
	const meterProvider = new sdk.metrics.MeterProvider({ resource, readers: [exporter] });
	const serializer = new sdk.prometheus.PrometheusSerializer();
	const tracer = tracerProvider.getTracer("@modelyard/gateway");
	const meter = meterProvider.getMeter("@modelyard/gateway");
	return {
		telemetry: { api: sdk.api, tracer, meter },
		async metricsText() {
			const { resourceMetrics } = await exporter.collect();
			return serializer.serialize(resourceMetrics);
		},
		async shutdown() {
			await Promise.all([tracerProvider.shutdown(), meterProvider.shutdown()]);
		},
	};
}
