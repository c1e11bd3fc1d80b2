import { kindOfError } from "../errors/index.js";
import { requestIdOf } from "../http/index.js";
import type { Receipt, ReceiptAttempt } from "../types.js";
import type { Probe } from "./attempts.js";
import type { RoutePlan } from "./resolve.js";

/** How a call ended, for its receipt. */
export interface Outcome {
	ok: boolean;
	/** The attempt that answered (also for a stream that failed after its first event). */
	winner?: Probe | undefined;
	usage?: unknown;
	/** A stream that failed after its first event: how many events the caller got. */
	partialEvents?: number;
	costUsd?: number | undefined;
}

function attemptOf(probe: Probe): ReceiptAttempt {
	const attempt: ReceiptAttempt = { provider: probe.provider, ms: (probe.endedAt ?? Date.now()) - probe.startedAt };
	if (probe.skipped !== undefined) {
		attempt.ms = 0;
		attempt.skipped = probe.skipped;
	}
	if (probe.status !== undefined) attempt.status = probe.status;
	if (probe.error !== undefined && !probe.cancelled) {
		const kind = kindOfError(probe.error);
		if (kind !== undefined) attempt.kind = kind;
		const name = (probe.error as { name?: unknown } | null)?.name;
		if (typeof name === "string") attempt.errorName = name;
	}
	const requestId = probe.headers && requestIdOf(probe.headers, undefined);
	if (requestId !== undefined) attempt.requestId = requestId;
	if (probe.jobId !== undefined) attempt.jobId = probe.jobId;
	if (probe.hedged) attempt.hedged = true;
	if (probe.cancelled) attempt.cancelled = true;
	return attempt;
}

/**
 * The receipt of a call, the one place it is assembled: from the plan, the probes the attempt loop and the http
 * layer filled in (statuses, timings, request ids, the router's served-by header) and the outcome. It holds no
 * credential and no URL.
 */
export function assembleReceipt(
	task: string | undefined,
	plan: RoutePlan | undefined,
	probes: readonly Probe[],
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
		attempts: probes.map(attemptOf),
		latencyMs: Date.now() - startedAt,
	};
	if (route) receipt.providerModelId = route.providerModelId;
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
