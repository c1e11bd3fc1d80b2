// `modelyard run --otel`: the client's OpenTelemetry spans and metrics of every row's calls, exported with the
// standard OTLP/HTTP exporters to OTEL_EXPORTER_OTLP_ENDPOINT (the exporters read the OTEL_EXPORTER_OTLP_*
// variables themselves). The SDK packages are optional dependencies, loaded only with --otel.
import { randomUUID } from "node:crypto";
import { BatchInputError } from "@modelyard/batch";
import type { Options } from "@modelyard/inference";

const PACKAGES =
	"@opentelemetry/sdk-trace-base @opentelemetry/sdk-metrics @opentelemetry/resources @opentelemetry/exporter-trace-otlp-http @opentelemetry/exporter-metrics-otlp-http";

export interface OtelExport {
	/**
	 * Each row's calls: telemetry on, spans tagged with the run and the row (metric points carry the client's GenAI
	 * attributes only: a row's there would make a time series per row).
	 */
	callOptions(row: { index: number; id: string }): Options;
	/** Sends what is left and stops the exporters (call once the run is over, failed or not). */
	shutdown(): Promise<void>;
}

/** Starts the exporters; refuses, before any row is read, without an endpoint or without the packages. */
export async function startOtelExport(): Promise<OtelExport> {
	if (!process.env.OTEL_EXPORTER_OTLP_ENDPOINT && !process.env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT) {
		throw new BatchInputError(
			"--otel exports to OTEL_EXPORTER_OTLP_ENDPOINT: set it to your collector, e.g. OTEL_EXPORTER_OTLP_ENDPOINT=http://127.0.0.1:4318.",
		);
	}
	let sdk: Awaited<ReturnType<typeof loadSdk>>;
	try {
		sdk = await loadSdk();
	} catch {
		throw new BatchInputError(`--otel needs the OpenTelemetry packages: npm install ${PACKAGES}`);
	}
	const resource = sdk.resources.resourceFromAttributes({
		"service.name": process.env.OTEL_SERVICE_NAME ?? "modelyard",
	});
	const tracerProvider = new sdk.trace.BasicTracerProvider({
		resource,
		spanProcessors: [new sdk.trace.BatchSpanProcessor(new sdk.traceExporter.OTLPTraceExporter())],
	});
	const meterProvider = new sdk.metrics.MeterProvider({
		resource,
		readers: [new sdk.metrics.PeriodicExportingMetricReader({ exporter: new sdk.metricExporter.OTLPMetricExporter() })],
	});
	const tracer = tracerProvider.getTracer("modelyard");
	const meter = meterProvider.getMeter("modelyard");
	const runId = randomUUID();
	return {
		callOptions: ({ index, id }) => ({
			telemetry: {
				tracer,
				meter,
				attributes: { "modelyard.run.id": runId, "modelyard.row.index": index, "modelyard.row.id": id },
			},
		}),
		async shutdown() {
			await Promise.all([tracerProvider.shutdown(), meterProvider.shutdown()]);
		},
	};
}

async function loadSdk() {
	const [trace, metrics, resources, traceExporter, metricExporter] = await Promise.all([
		import("@opentelemetry/sdk-trace-base"),
		import("@opentelemetry/sdk-metrics"),
		import("@opentelemetry/resources"),
		import("@opentelemetry/exporter-trace-otlp-http"),
		import("@opentelemetry/exporter-metrics-otlp-http"),
	]);
	return { trace, metrics, resources, traceExporter, metricExporter };
}
