// @modelyard/inference/telemetry: the OpenTelemetry spans and metrics of calls made with the `telemetry` option,
// loaded by the client itself only when a call has the option on (see telemetry/hook.ts).
export { type AttemptTimes, type CallTelemetry, callTelemetry } from "../telemetry/call-telemetry.js";
export type { TelemetryMeter, TelemetryOption, TelemetrySpan, TelemetryTracer } from "../telemetry/options.js";
