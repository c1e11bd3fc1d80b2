import { kindOfError } from "../errors/index.js";
import { requestIdOf } from "../http/index.js";
import type { Receipt, ReceiptAttempt } from "../types.js";
import type { Attempt } from "./attempts.js";
import { shownModelId } from "./build-request.js";
import type { RoutePlan } from "./resolve.js";

/** How a call ended, for its receipt. */
export interface Outcome {
	ok: boolean;
	/** The attempt that answered (also for a stream that failed after its first event). */
	winner?: Attempt | undefined;
	usage?: unknown;
	/** A stream that failed after its first event: how many events the caller got. */
	partialEvents?: number;
	costUsd?: number | undefined;
}

/** An attempt as its receipt shows it; `startMs` counts from the call's start. */
function shown(attempt: Attempt, callStartedAt: number): ReceiptAttempt {
	const receipted: ReceiptAttempt = {
		provider: attempt.provider,
		ms: (attempt.endedAt ?? Date.now()) - attempt.startedAt,
	};
	if (attempt.skipped !== undefined) {
		receipted.ms = 0;
		receipted.skipped = attempt.skipped;
	} else {
		receipted.startMs = attempt.startedAt - callStartedAt;
	}
	if (attempt.status !== undefined) receipted.status = attempt.status;
	if (attempt.error !== undefined && !attempt.cancelled) {
		const kind = kindOfError(attempt.error);
		if (kind !== undefined) receipted.kind = kind;
		const name = (attempt.error as { name?: unknown } | null)?.name;
		if (typeof name === "string") receipted.errorName = name;
	}
	const requestId = attempt.headers && requestIdOf(attempt.headers, undefined);
	if (requestId !== undefined) receipted.requestId = requestId;
	if (attempt.jobId !== undefined) receipted.jobId = attempt.jobId;
	if (attempt.hedged) receipted.hedged = true;
	if (attempt.cancelled) receipted.cancelled = true;
	return receipted;
}

/**
 * The receipt of a call, the one place it is assembled: from the plan, the attempts the attempt loop and the http
 * layer filled in (statuses, timings, request ids, the router's served-by header) and the outcome. It holds no
 * credential and no URL.
 */
export function assembleReceipt(
	task: string | undefined,
	plan: RoutePlan | undefined,
	attempts: readonly Attempt[],
	startedAt: number,
	outcome: Outcome,
): Receipt {
	const { winner } = outcome;
	const route = plan?.candidates.find((candidate) => candidate.provider === winner?.provider)?.route;
	const receipt: Receipt = {
		task,
		model: plan?.model,
		provider: plan?.routedBy === "router" ? winner?.headers?.get("x-inference-provider") || "auto" : winner?.provider,
		routedBy: plan?.routedBy ?? "client",
		ok: outcome.ok,
		attempts: attempts.map((attempt) => shown(attempt, startedAt)),
		latencyMs: Date.now() - startedAt,
	};
	if (route) receipt.providerModelId = shownModelId(route);
	if (winner?.firstByteAt !== undefined) receipt.firstByteMs = winner.firstByteAt - startedAt;
	if (winner?.firstTokenAt !== undefined) receipt.firstTokenMs = winner.firstTokenAt - startedAt;
	const requestId = winner?.headers && requestIdOf(winner.headers, undefined);
	if (requestId !== undefined) receipt.requestId = requestId;
	const usage = outcome.usage as Record<string, unknown> | undefined;
	if (usage && typeof usage === "object") {
		receipt.usage = usage;
	}
	if (outcome.costUsd !== undefined) receipt.costUsd = outcome.costUsd;
	if (outcome.partialEvents !== undefined) receipt.partialEvents = outcome.partialEvents;
	return receipt;
}
