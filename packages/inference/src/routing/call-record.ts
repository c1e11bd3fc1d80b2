import { InferenceClientError, InferenceOutputError, redactSecrets } from "../errors/index.js";
import type { CallTelemetry } from "../telemetry/call-telemetry.js";
import { startTelemetry } from "../telemetry/hook.js";
import type { Options, Receipt } from "../types.js";
import type { Attempt } from "./attempts.js";
import { assembleReceipt, type Outcome } from "./receipt.js";
import type { RoutePlan } from "./resolve.js";

// What one call (a task call, or following a job from its handle) learns on its way: its attempts, its receipt
// sent once to `onReceipt`, and its telemetry, built from the same records.

export interface CallRecord {
	task: string | undefined;
	startedAt: number;
	attempts: Attempt[];
	plan?: RoutePlan;
	/** The receipt, once sent (once per call). */
	receipt?: Receipt;
	/** With the `telemetry` option on: told each answer and the end; `ended` once its spans are written. */
	telemetry?: Promise<CallTelemetry | undefined>;
	ended?: Promise<void>;
}

/** A call's record, with its telemetry when the option is on (off: nothing of telemetry runs nor loads). */
export function startRecord(
	task: string | undefined,
	args: Record<string, unknown>,
	options: Options | undefined,
	warn: (message: string) => void,
): CallRecord {
	const record: CallRecord = { task, startedAt: Date.now(), attempts: [] };
	const option = options?.telemetry;
	if (option) record.telemetry = startTelemetry(option, task, args, record.startedAt, warn);
	return record;
}

/** Whether the call's receipt has anyone to go to (`onReceipt`, telemetry): else it is not assembled on success. */
export function receiptWanted(record: CallRecord, options: Options | undefined): boolean {
	return options?.onReceipt !== undefined || record.telemetry !== undefined;
}

/**
 * The call's receipt, assembled and handed to `onReceipt` (and telemetry) once (a later outcome of the same call
 * gets the first receipt back). A hook that throws changes nothing of the call (a billed answer stays an answer):
 * the throw is reported through the call's warnings, without the call's `secrets` (listed only then).
 */
export function sendReceipt(
	record: CallRecord,
	options: Options | undefined,
	call: { warn: (message: string) => void; secrets: () => readonly string[] },
	outcome: Outcome,
	error?: unknown,
): Receipt {
	if (record.receipt) return record.receipt;
	const receipt = assembleReceipt(record.task, record.plan, record.attempts, record.startedAt, outcome);
	record.receipt = receipt;
	try {
		options?.onReceipt?.(receipt);
	} catch (hookError) {
		const thrown = redactSecrets(hookError, call.secrets());
		call.warn(
			`onReceipt threw (${thrown instanceof Error ? thrown.message : String(thrown)}); the call's outcome is unchanged.`,
		);
	}
	record.ended = record.telemetry?.then((telemetry) => telemetry?.end(receipt, record.attempts, outcome.winner, error));
	return receipt;
}

/** Puts the call's receipt on its error (`error.receipt`), for the client's own errors. */
export function withReceipt(failure: unknown, receipt: Receipt): unknown {
	if (failure instanceof InferenceClientError || failure instanceof InferenceOutputError) {
		Object.defineProperty(failure, "receipt", { value: receipt, configurable: true, writable: true });
	}
	return failure;
}
