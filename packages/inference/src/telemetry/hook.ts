import type { CallTelemetry, callTelemetry } from "./call-telemetry.js";

/**
 * The telemetry code is a package entry of its own, loaded by a name held in a variable: bundlers leave it (and
 * @opentelemetry/api, which it loads the same way) out of an app's bundle, so a call without the option costs neither
 * bytes nor work. Node resolves it through this package's "exports".
 */
const TELEMETRY_MODULE = "@modelyard/inference/telemetry";

/** The telemetry of one call with the option on, once its code is loaded (undefined, with a warning, if it cannot be). */
export function startTelemetry(...call: Parameters<typeof callTelemetry>): Promise<CallTelemetry | undefined> {
	return import(/* @vite-ignore */ /* webpackIgnore: true */ TELEMETRY_MODULE).then(
		(module: { callTelemetry: typeof callTelemetry }) => module.callTelemetry(...call),
		() => void call[4](`telemetry skipped: ${TELEMETRY_MODULE} could not be loaded`),
	);
}
