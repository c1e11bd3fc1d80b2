import { InferenceClientHttpError, InferenceClientTimeoutError, InferenceOutputError } from "../errors/index.js";
import { fetchBody, readBlob } from "./body.js";
import { sendRequest } from "./send.js";
import type { HttpOptions, HttpRequest } from "./types.js";

// The follow-up calls of an answer: polling, results and output downloads, and their `pollTimeout` deadline.
// Only the protocols that make them import this, so a bundle of chat calls does not carry it.

/** The network settings a follow-up runs with (the call's session, narrowed to one attempt's signal). */
export interface FollowUpSession {
	httpOptions(extra: Pick<HttpOptions, "service" | "provider">): HttpOptions;
	/** A wait that ends with the session's signal. */
	sleep(ms: number): Promise<void>;
	/** The same settings with a deadline of their own, their signal aborted with `reason()` when it passes. */
	within(timeoutMs: number, reason: () => unknown): FollowUpSession;
	end(): void;
}

/**
 * What the call hands the follow-ups of one answer. `pollTimeout` is a deadline for all of them, every wait, poll,
 * 503 retry and download: it starts at the first follow-up (most answers have none, and pay no timer) and ends
 * them with a typed timeout error naming the job's last status. The call's own signal and timeout still apply.
 */
export interface FollowUps {
	session: FollowUpSession;
	pollTimeout: number;
	provider: string;
	/** The provider's name for messages. */
	providerLabel: string;
	/** The job's last polled status, for the timeout's message. */
	lastStatus?: string;
	/** The follow-ups' part of the call, once the first one started: the call ends it when decoding is over. */
	phase?: FollowUpSession;
}

function phaseOf(followUps: FollowUps): FollowUpSession {
	const { pollTimeout, provider, providerLabel } = followUps;
	followUps.phase ??= followUps.session.within(
		pollTimeout,
		() =>
			new InferenceClientTimeoutError({
				timeoutMs: pollTimeout,
				provider,
				message: `${providerLabel} job did not complete within ${pollTimeout} ms (last status: ${followUps.lastStatus ?? "none yet"}); raise options.pollTimeout to wait longer`,
			}),
	);
	return followUps.phase;
}

/** A follow-up's network options: the caller's fetch and signal, what is left of the call's time and of `pollTimeout`. */
function followUpOptions(followUps: FollowUps): HttpOptions {
	return phaseOf(followUps).httpOptions({ service: "provider", provider: followUps.provider });
}

/** Waits between polls, unless the caller's signal or the `pollTimeout` deadline ends it first. */
export function followUpSleep(followUps: FollowUps, ms: number): Promise<void> {
	return phaseOf(followUps).sleep(ms);
}

/**
 * A follow-up the server refused is an output error, as in 3.x, saying what failed (`failure`), then the server's
 * status and words; the status stays on the error.
 */
async function followUp<T>(failure: string, call: () => Promise<T>): Promise<T> {
	try {
		return await call();
	} catch (error) {
		if (!(error instanceof InferenceClientHttpError) || error.httpResponse.status < 400) throw error;
		const status = error.httpResponse.status;
		throw new InferenceOutputError(`${failure} (HTTP ${status}: ${error.message})`, { status, cause: error });
	}
}

/** GET a URL's JSON body (polling, results). */
export function getFollowUpJson(
	url: string,
	failure: string,
	headers: Record<string, string>,
	followUps: FollowUps,
): Promise<unknown> {
	return followUp(failure, () => fetchBody({ url, method: "GET", headers }, followUpOptions(followUps)));
}

/** GET a URL's body as a Blob (output downloads: no credentials, the URL is all an output host needs). */
export function downloadFollowUp(url: string, failure: string, followUps: FollowUps): Promise<Blob> {
	return followUp(failure, async () => {
		const request: HttpRequest = { url, method: "GET", headers: {} };
		const options = followUpOptions(followUps);
		return readBlob(await sendRequest(request, options), request, options);
	});
}
