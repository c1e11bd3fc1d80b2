import { kindOfError } from "../errors/index.js";
import type { Receipt } from "../types.js";
import {
	AnswerFacts,
	type Attributes,
	inputMessages,
	operationOf,
	outputMessages,
	requestAttributes,
	responseAttributes,
} from "./attributes.js";
import type { TelemetryOption, TelemetrySpan, TelemetryTracer } from "./options.js";
import { loadOtelApi, type OtelApi } from "./otel-api.js";

/** SpanKind.CLIENT and SpanStatusCode.ERROR of @opentelemetry/api (stable numbers of its enums). */
const SPAN_KIND_CLIENT = 2;
const STATUS_ERROR = 2;
const INSTRUMENTATION = "@modelyard/inference";
/** The conventions' advised buckets: seconds of an operation, and token counts (powers of 4). */
const DURATION_BUCKETS = [0.01, 0.02, 0.04, 0.08, 0.16, 0.32, 0.64, 1.28, 2.56, 5.12, 10.24, 20.48, 40.96, 81.92];
const TOKEN_BUCKETS = [1, 4, 16, 64, 256, 1024, 4096, 16384, 65536, 262144, 1048576, 4194304, 16777216, 67108864];

/** The times of one attempt (or skipped candidate): the same records the receipt is assembled from. */
export interface AttemptTimes {
	provider: string;
	startedAt: number;
	endedAt?: number;
	skipped?: string;
	/** Where its request went: only the host is read. */
	url?: string;
}

/** What the routing layer tells telemetry of one call: each answer or stream event, then its end. */
export interface CallTelemetry {
	output(value: unknown): void;
	/** Records the call's spans and metrics; resolves once done (never rejects: telemetry never fails a call). */
	end(
		receipt: Receipt,
		attempts: readonly AttemptTimes[],
		winner: AttemptTimes | undefined,
		error?: unknown,
	): Promise<void>;
}

/**
 * The telemetry of one call with the option on. Starts loading @opentelemetry/api at once (so it is there by the
 * time the call ends); spans are written at the end, from the receipt and the attempt records, with their real
 * start and end times: one CLIENT span for the call, one child per attempt when more than one provider was tried.
 */
export function callTelemetry(
	option: Exclude<TelemetryOption, false>,
	task: string | undefined,
	args: Record<string, unknown>,
	startedAt: number,
	warn: (message: string) => void,
): CallTelemetry {
	const settings = option === true ? {} : option;
	const loading = loadOtelApi().catch(() => undefined);
	const answer = new AnswerFacts(settings.recordContent === true);
	return {
		output: (value) => answer.add(value),
		end: async (receipt, attempts, winner, error) => {
			const api = await loading;
			if (!api) {
				warn(
					"telemetry is on but @opentelemetry/api could not be loaded: install it (npm install @opentelemetry/api).",
				);
				return;
			}
			try {
				record(api, settings, { task, args, startedAt, answer, receipt, attempts, winner, error });
			} catch (failure) {
				warn(`telemetry failed and was skipped for this call: ${(failure as Error)?.name ?? "error"}`);
			}
		},
	};
}

interface CallFacts {
	task: string | undefined;
	args: Record<string, unknown>;
	startedAt: number;
	answer: AnswerFacts;
	receipt: Receipt;
	attempts: readonly AttemptTimes[];
	winner: AttemptTimes | undefined;
	error: unknown;
}

function record(api: OtelApi, settings: Exclude<TelemetryOption, boolean>, call: CallFacts): void {
	const { receipt, answer, attempts } = call;
	const tracer = settings.tracer ?? api.trace.getTracer(INSTRUMENTATION);
	const meter = settings.meter ?? api.metrics.getMeter(INSTRUMENTATION);
	const operation = operationOf(call.task);
	const model = receipt.model ?? (typeof call.args["model"] === "string" ? call.args["model"] : undefined);
	const name = model === undefined ? operation : `${operation} ${model}`;
	const genAi: Attributes = { "gen_ai.operation.name": operation };
	if (model !== undefined) genAi["gen_ai.request.model"] = model;
	// The caller's attributes (a batch run's row) go on spans only: on a metric point, a value per call would make
	// a time series per call.
	const common: Attributes = { ...settings.attributes, ...genAi };
	const endedAt = new Date();
	const span = tracer.startSpan(name, {
		kind: SPAN_KIND_CLIENT,
		startTime: new Date(call.startedAt),
		attributes: { ...common, ...requestAttributes(call.args) },
	});
	const outcome: Attributes = { ...responseAttributes(receipt, answer), ...serverOf(call.winner?.url) };
	const errorType = call.error === undefined ? undefined : errorTypeOf(call.error);
	if (errorType !== undefined) outcome["error.type"] = errorType;
	setAll(span, outcome);
	if (receipt.firstTokenMs !== undefined)
		span.setAttribute("gen_ai.response.time_to_first_chunk", receipt.firstTokenMs / 1000);
	if (settings.recordContent) {
		const input = inputMessages(call.args);
		if (input !== undefined) span.setAttribute("gen_ai.input.messages", input);
		if (receipt.ok || answer.text) span.setAttribute("gen_ai.output.messages", outputMessages(answer));
	}
	for (const { provider, skipped } of attempts) {
		if (skipped !== undefined)
			span.addEvent("modelyard.provider.skipped", { "gen_ai.provider.name": provider, "modelyard.reason": skipped });
	}
	const tried = attempts.flatMap((attempt, index) => (attempt.skipped === undefined ? [{ attempt, index }] : []));
	if (tried.length > 1) {
		const parent = api.trace.setSpan(api.context.active(), span);
		for (const { attempt, index } of tried) attemptSpan(tracer, name, common, parent, attempt, receipt.attempts[index]);
	}
	if (errorType !== undefined) span.setStatus({ code: STATUS_ERROR, message: errorType });
	span.end(endedAt);

	const metricAttributes = {
		...genAi,
		...pick(outcome, ["gen_ai.provider.name", "gen_ai.response.model", "server.address", "server.port", "error.type"]),
	};
	meter
		.createHistogram("gen_ai.client.operation.duration", {
			unit: "s",
			description: "GenAI operation duration",
			advice: { explicitBucketBoundaries: DURATION_BUCKETS },
		})
		.record((endedAt.getTime() - call.startedAt) / 1000, metricAttributes);
	const usage = meter.createHistogram("gen_ai.client.token.usage", {
		unit: "{token}",
		description: "Number of input and output tokens used",
		advice: { explicitBucketBoundaries: TOKEN_BUCKETS },
	});
	const tokens: [string, unknown][] = [
		["input", outcome["gen_ai.usage.input_tokens"]],
		["output", outcome["gen_ai.usage.output_tokens"]],
	];
	for (const [type, count] of tokens) {
		if (typeof count === "number") usage.record(count, { ...metricAttributes, "gen_ai.token.type": type });
	}
}

/** A child span of the call's for one attempt: its provider, host, status and why it failed. */
function attemptSpan(
	tracer: TelemetryTracer,
	name: string,
	common: Attributes,
	parent: unknown,
	attempt: AttemptTimes,
	receipt: Receipt["attempts"][number] | undefined,
): void {
	const attributes: Attributes = { ...common, "gen_ai.provider.name": attempt.provider, ...serverOf(attempt.url) };
	if (receipt?.status !== undefined) attributes["http.response.status_code"] = receipt.status;
	if (receipt?.hedged) attributes["modelyard.attempt.hedged"] = true;
	if (receipt?.cancelled) attributes["modelyard.attempt.cancelled"] = true;
	const errorType = receipt?.kind ?? receipt?.errorName;
	if (errorType !== undefined) attributes["error.type"] = errorType;
	const span = tracer.startSpan(
		name,
		{ kind: SPAN_KIND_CLIENT, startTime: new Date(attempt.startedAt), attributes },
		parent,
	);
	if (errorType !== undefined) span.setStatus({ code: STATUS_ERROR, message: errorType });
	span.end(new Date(attempt.endedAt ?? Date.now()));
}

/** Ports of the schemes a call's URL may have, for a URL that names none. */
const DEFAULT_PORTS: Record<string, number> = { "https:": 443, "http:": 80 };

/**
 * `server.address` and `server.port` of a request URL (the conventions require the port with the address: the
 * scheme's when the URL names none); never its path or query.
 */
function serverOf(url: string | undefined): Attributes {
	if (url === undefined) return {};
	try {
		const { hostname, port, protocol } = new URL(url);
		const number = port ? Number(port) : DEFAULT_PORTS[protocol];
		return number === undefined
			? { "server.address": hostname }
			: { "server.address": hostname, "server.port": number };
	} catch {
		return {};
	}
}

/** `error.type`: the error's kind (rate-limit, timeout...), else its class name. */
function errorTypeOf(error: unknown): string {
	const kind = kindOfError(error);
	if (kind !== undefined) return kind;
	const name = (error as { name?: unknown } | null)?.name;
	return typeof name === "string" ? name : "_OTHER";
}

function setAll(span: TelemetrySpan, attributes: Attributes): void {
	for (const [key, value] of Object.entries(attributes)) span.setAttribute(key, value);
}

function pick(attributes: Attributes, keys: readonly string[]): Attributes {
	return Object.fromEntries(keys.flatMap((key) => (attributes[key] === undefined ? [] : [[key, attributes[key]]])));
}
