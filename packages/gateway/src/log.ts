// The gateway's log: one JSON line per request (the access log, request-record.ts) and its client's warnings.
import type { AccessLogLine } from "./request-record.js";

/**
 * A warning of the gateway's InferenceClient (the router's model list unreadable, a hook that threw), as the client
 * words it: scrubbed of the call's credentials by the client.
 */
export interface WarningLogLine {
	level: "warn";
	time: string;
	message: string;
}

export type GatewayLogLine = AccessLogLine | WarningLogLine;

/** The client's `onWarning`: a warning line to the gateway's logger; without a logger, the client's default (console). */
export function warningsTo(
	logger: ((line: GatewayLogLine) => void) | undefined,
): ((message: string) => void) | undefined {
	if (!logger) return undefined;
	return (message) => {
		try {
			logger({ level: "warn", time: new Date().toISOString(), message });
		} catch {
			// A logger that throws must not take a call down with it (as the access log).
		}
	};
}
