// The telemetry option's types, shaped after @opentelemetry/api's Tracer, Span and Meter but declared here: the api
// is an optional peer dependency, so the published types must not need it. The api's own objects fit them.

/** A span as this client uses it (an @opentelemetry/api Span fits). */
export interface TelemetrySpan {
	setAttribute(key: string, value: string | number | boolean | string[]): unknown;
	setStatus(status: { code: number; message?: string }): unknown;
	addEvent(name: string, attributes?: Record<string, string | number | boolean>, time?: Date): unknown;
	end(endTime?: Date): void;
}

/** A tracer as this client uses it (an @opentelemetry/api Tracer fits). */
export interface TelemetryTracer {
	startSpan(
		name: string,
		options?: { kind?: number; startTime?: Date; attributes?: Record<string, string | number | boolean | string[]> },
		context?: unknown,
	): TelemetrySpan;
}

/** A meter as this client uses it (an @opentelemetry/api Meter fits). */
export interface TelemetryMeter {
	createHistogram(
		name: string,
		options?: { description?: string; unit?: string; advice?: { explicitBucketBoundaries?: number[] } },
	): { record(value: number, attributes?: Record<string, string | number | boolean | string[]>): void };
}

/**
 * Addition: OpenTelemetry spans and metrics of each call (GenAI semantic conventions). `true`: the global tracer and
 * meter of `@opentelemetry/api`; an object: the given tracer and meter (the global ones for those not given).
 * `recordContent` adds the messages sent and answered to the span. Off by default.
 */
export type TelemetryOption =
	| boolean
	| {
			tracer?: TelemetryTracer;
			meter?: TelemetryMeter;
			/** Put the input and output messages on the call's span (`gen_ai.input.messages`, `gen_ai.output.messages`). */
			recordContent?: boolean;
			/**
			 * Attributes added to every span of the call (e.g. the batch runner's run and row). Not to metric points: a
			 * value per call there would make a time series per call.
			 */
			attributes?: Record<string, string | number | boolean>;
	  };
