// What one request learns on its way (its id, model, the client's receipt, when the first token left), for its
// headers and its access-log line. Never a prompt, a token or a key.
import type { Receipt } from "@modelyard/inference";

/** One JSON line per request. */
export interface AccessLogLine {
	time: string;
	requestId: string;
	method: string;
	path: string;
	status: number;
	latencyMs: number;
	model?: string;
	provider?: string;
	attempts?: number;
	firstTokenMs?: number;
	tokens?: { prompt?: number; completion?: number; total?: number };
	costUsd?: number;
	/** The OpenAI error code of a failed request. */
	error?: string;
}

export class RequestRecord {
	readonly requestId: string;
	readonly startedAt = performance.now();
	model: string | undefined;
	receipt: Receipt | undefined;
	/** ms after the start, when the first chunk of a stream was written. */
	firstTokenMs: number | undefined;
	errorCode: string | undefined;
	/** Resolves when the answer's body has been written to the end (or given up): the line is written then. */
	bodyDone: Promise<void> = Promise.resolve();

	constructor(requestId: string) {
		this.requestId = requestId;
	}

	/** The headers telling who served, after how many attempts (known once the call has a winner). */
	servedHeaders(): Record<string, string> {
		const receipt = this.receipt;
		if (!receipt?.provider) return {};
		return {
			"x-modelyard-provider": receipt.provider,
			"x-modelyard-attempts": String(receipt.attempts.filter((attempt) => !attempt.skipped).length),
		};
	}

	line(method: string, path: string, status: number): AccessLogLine {
		const line: AccessLogLine = {
			time: new Date().toISOString(),
			requestId: this.requestId,
			method,
			path,
			status,
			latencyMs: round(performance.now() - this.startedAt),
		};
		const receipt = this.receipt;
		if (this.model) line.model = this.model;
		if (receipt?.provider) line.provider = receipt.provider;
		if (receipt) line.attempts = receipt.attempts.filter((attempt) => !attempt.skipped).length;
		if (this.firstTokenMs !== undefined) line.firstTokenMs = round(this.firstTokenMs);
		const tokens = tokensOf(receipt?.usage);
		if (tokens) line.tokens = tokens;
		if (receipt?.costUsd !== undefined) line.costUsd = receipt.costUsd;
		if (this.errorCode) line.error = this.errorCode;
		return line;
	}
}

const round = (ms: number) => Math.round(ms * 10) / 10;

function tokensOf(usage: Record<string, unknown> | undefined): AccessLogLine["tokens"] {
	if (!usage) return undefined;
	const count = (name: string) => (typeof usage[name] === "number" ? (usage[name] as number) : undefined);
	const tokens = {
		prompt: count("prompt_tokens"),
		completion: count("completion_tokens"),
		total: count("total_tokens"),
	};
	return Object.values(tokens).some((value) => value !== undefined) ? tokens : undefined;
}
