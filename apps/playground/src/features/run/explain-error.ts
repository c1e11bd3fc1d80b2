import { describeError } from "@modelyard/inference";

/**
 * Turns whatever a call threw into plain words with the next step, worded the same on every page. It reads the
 * client's `describeError` (by fields, not classes), so errors of any client version (or of fetch itself) read alike.
 */
export function explainError(error: unknown): string {
	if (!(error instanceof Error)) return `Something went wrong: ${String(error)}. Try again.`;
	const { name, kind, status, message } = describeError(error);
	if (kind === "abort") return "Stopped.";
	// The client wraps what its fetch threw (as the cause of a network error): the playground's own refusal
	// of an unrecorded answer is told as it is.
	const refusal = notRecorded(error);
	if (refusal) return refusal.message;
	if (name === "InferenceClientTimeoutError") {
		return `No answer within the time limit (${message.replace(/^Request timed out after /, "")}): the model may still be loading. Try again, or raise the time limit in Settings.`;
	}
	// No answer came: the client says which host it could not reach (a connection error with no status; a stream
	// cut midway did answer); fetch itself, only "Failed to fetch".
	const noAnswer = kind === "connection" && status === undefined && name !== "InferenceClientStreamError";
	if (noAnswer || (name === "TypeError" && /fetch|network|load failed/i.test(message))) {
		return `${unreachable(error)} did not answer: the network is down, or the address is blocked or refused by the browser. Check your connection (and the Hub / router addresses in Settings), then try again; offline mode in Settings shows recorded answers without a network.`;
	}
	const next = status === undefined ? undefined : NEXT_STEP[status];
	if (next) return `${next} (${status}: ${message})`;
	if (status !== undefined && status >= 500) {
		return `The provider failed to answer (${status}: ${message}). Try again in a moment, or pick another provider.`;
	}
	if (name === "InferenceClientRoutingError") return `${message} Pick another provider, or "auto".`;
	return message;
}

const NEXT_STEP: Record<number, string> = {
	400: "The provider refused the input: check it, and the parameters.",
	401: "Your token was refused: check it in Settings.",
	402: "Your credits for this provider ran out: pick another provider, or add credits.",
	403: "Your token may not use this model or provider: check its permissions, or accept the model's terms on the Hub.",
	404: "The model or route was not found: check the model id, or pick another provider.",
	429: "Too many requests: wait a moment and try again.",
	503: "The model is still loading or busy, and stayed so through every retry: try again in a minute, or raise the time limit in Settings.",
};

/** The playground's own refusal of an answer offline mode does not have, if that is what the call threw. */
export function notRecorded(error: unknown): Error | undefined {
	return error instanceof Error ? causes(error).find((e) => e.name === "NotRecordedError") : undefined;
}

/** Which server did not answer, by host, from the request the client kept. */
function unreachable(error: Error): string {
	const url = (error as { httpRequest?: { url?: string } }).httpRequest?.url;
	if (!url) return "The server";
	const host = new URL(url, "http://localhost").host;
	// Hub lookups are /api/ paths; anything else is the inference call, through the router or to a provider.
	return `${url.includes("/api/") ? "The Hub" : "The inference server"} at ${host}`;
}

function causes(error: Error): Error[] {
	const chain: Error[] = [];
	for (let current: unknown = error; current instanceof Error && chain.length < 5; current = current.cause) {
		chain.push(current);
	}
	return chain;
}
