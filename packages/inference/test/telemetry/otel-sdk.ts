// The real OpenTelemetry SDK for tests: a tracer writing to the in-memory exporter, a meter read on demand.
import { metrics, SpanKind, SpanStatusCode, trace } from "@opentelemetry/api";
import { type DataPoint, type Histogram, MeterProvider, MetricReader } from "@opentelemetry/sdk-metrics";
import {
	BasicTracerProvider,
	InMemorySpanExporter,
	type ReadableSpan,
	SimpleSpanProcessor,
} from "@opentelemetry/sdk-trace-base";

export { SpanKind, SpanStatusCode };

/** A reader that exports nothing by itself: the test collects when it wants to look. */
class OnDemandReader extends MetricReader {
	protected async onShutdown(): Promise<void> {}
	protected async onForceFlush(): Promise<void> {}
}

export interface OtelSdk {
	tracer: ReturnType<BasicTracerProvider["getTracer"]>;
	meter: ReturnType<MeterProvider["getMeter"]>;
	spans(): ReadableSpan[];
	/** The data points of a histogram by name (empty when never recorded). */
	histogram(name: string): DataPoint<Histogram>[];
	/** Everything recorded, spans and metrics, as one string (for looking for secrets). */
	everything(): Promise<string>;
	/** Installs the providers as the api's global ones (for `telemetry: true`); undone by shutdown(). */
	registerGlobally(): void;
	shutdown(): Promise<void>;
}

export function startOtelSdk(): OtelSdk {
	const exporter = new InMemorySpanExporter();
	const tracerProvider = new BasicTracerProvider({ spanProcessors: [new SimpleSpanProcessor(exporter)] });
	const reader = new OnDemandReader();
	const meterProvider = new MeterProvider({ readers: [reader] });
	let points = new Map<string, DataPoint<Histogram>[]>();
	const collect = async () => {
		const { resourceMetrics } = await reader.collect();
		points = new Map();
		for (const scope of resourceMetrics.scopeMetrics) {
			for (const metric of scope.metrics) {
				points.set(metric.descriptor.name, metric.dataPoints as DataPoint<Histogram>[]);
			}
		}
		return resourceMetrics;
	};
	return {
		tracer: tracerProvider.getTracer("test"),
		meter: meterProvider.getMeter("test"),
		spans: () => exporter.getFinishedSpans(),
		histogram: (name) => points.get(name) ?? [],
		async everything() {
			const collected = await collect();
			const spans = exporter.getFinishedSpans().map((span) => ({
				name: span.name,
				attributes: span.attributes,
				status: span.status,
				events: span.events,
			}));
			return JSON.stringify({ spans, metrics: collected.scopeMetrics });
		},
		registerGlobally() {
			trace.setGlobalTracerProvider(tracerProvider);
			metrics.setGlobalMeterProvider(meterProvider);
		},
		async shutdown() {
			trace.disable();
			metrics.disable();
			await tracerProvider.shutdown();
			await meterProvider.shutdown();
		},
	};
}

/** Collects the meter's points (call before histogram()). */
export async function collected(sdk: OtelSdk): Promise<OtelSdk> {
	await sdk.everything();
	return sdk;
}
