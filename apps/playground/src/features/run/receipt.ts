import type { ReceiptAttempt } from "@modelyard/inference";
import { isNumber, isOneOf, isRecord, isString, validFields } from "../../app/stored-values.js";

/**
 * What a finished run cost and who answered it: the client's own call receipt (`onReceipt`: every provider
 * tried and why, latency, first token, usage, cost, request id), with `source` saying whether a provider
 * served it live, it is a replayed recording, or our own stand-in (never "served by").
 */
export interface Receipt {
	/** Who served (the router's `x-inference-provider`, else the provider called); unknown: undefined. */
	provider?: string;
	/** Each provider tried (or skipped), in order, as the client reports it. */
	attempts: ReceiptAttempt[];
	latencyMs: number;
	/** When the first answer's headers came, ms after the call began. */
	firstByteMs?: number;
	firstTokenMs?: number;
	usage?: { prompt_tokens?: number; completion_tokens?: number; total_tokens?: number };
	costUsd?: number;
	/** The provider's or router's request id, when it sent one (live answers only). */
	requestId?: string;
	source: "live" | "recording" | "stand-in";
}

/**
 * A stored receipt with each field of its type (an optional one of another type left out); undefined without
 * what every receipt has, its latency, source and list of attempts (receipts kept before attempts were listed).
 */
export function receiptFrom(value: unknown): Receipt | undefined {
	if (!isRecord(value) || !Array.isArray(value.attempts)) return undefined;
	const fields = validFields<Omit<Receipt, "attempts" | "usage">>(value, {
		provider: isString,
		latencyMs: isNumber,
		firstByteMs: isNumber,
		firstTokenMs: isNumber,
		costUsd: isNumber,
		requestId: isString,
		source: isOneOf(["live", "recording", "stand-in"]),
	});
	const { latencyMs, source } = fields;
	if (latencyMs === undefined || source === undefined) return undefined;
	const usage = isRecord(value.usage)
		? validFields<NonNullable<Receipt["usage"]>>(value.usage, {
				prompt_tokens: isNumber,
				completion_tokens: isNumber,
				total_tokens: isNumber,
			})
		: undefined;
	return { ...fields, latencyMs, source, attempts: value.attempts.filter(isAttempt), ...(usage && { usage }) };
}

const isAttempt = (value: unknown): value is ReceiptAttempt =>
	isRecord(value) && isString(value.provider) && isNumber(value.ms);

/** Who answered, in words: a provider serves only live answers. */
export function whoAnswered(receipt: Receipt): string {
	if (receipt.source === "stand-in") return "stand-in answer made by modelyard, not by a provider";
	if (receipt.source === "recording") {
		return receipt.provider ? `recorded answer of ${receipt.provider} (offline replay)` : "recorded answer";
	}
	return receipt.provider ? `served by ${receipt.provider}` : "served by the router (provider not said)";
}

/** The receipt in one line, as the page shows it. */
export function describeReceipt(receipt: Receipt): string {
	const parts = [`${Math.round(receipt.latencyMs)} ms`, whoAnswered(receipt)];
	if (receipt.firstTokenMs !== undefined) parts.push(`first token ${Math.round(receipt.firstTokenMs)} ms`);
	if (receipt.attempts.length > 1) parts.push(`${receipt.attempts.length} attempts`);
	if (receipt.usage?.total_tokens !== undefined) parts.push(`${receipt.usage.total_tokens} tokens`);
	if (receipt.costUsd !== undefined) parts.push(`$${receipt.costUsd.toFixed(4)}`);
	if (receipt.requestId) parts.push(`request id ${receipt.requestId}`);
	return parts.join(" · ");
}

/** One attempt in words: "together: 503 (server), 412 ms" / "fireworks-ai: answered, 80 ms". */
export function describeAttempt(attempt: ReceiptAttempt): string {
	if (attempt.skipped) return `${attempt.provider}: skipped (${attempt.skipped})`;
	const failed = attempt.kind !== undefined || attempt.errorName !== undefined;
	const how = attempt.cancelled
		? "cancelled (another answered first)"
		: failed
			? [attempt.status, attempt.kind && `(${attempt.kind})`].filter(Boolean).join(" ") || attempt.errorName
			: "answered";
	return `${attempt.provider}${attempt.hedged ? " (hedged)" : ""}: ${how}, ${Math.round(attempt.ms)} ms`;
}
