/**
 * Offline, the replay server answers an input it has no recording of with a recording of ANOTHER input
 * (`x-replay-match: url`), and a recorded image / audio answer, whose bytes were not kept, with a sample file
 * (`x-replay-stand-in`). Neither is an answer to what the person sent, so the run stops with this notice (an
 * information, not a failure).
 */
export class NotRecordedError extends Error {
	override name = "NotRecordedError";
}

/** A long job's progress: its provider's last status word, and how many times it was polled. */
export interface JobProgress {
	status?: string;
	polls: number;
}

export interface FetchWatch {
	/** Called with the number of the attempt about to be made after the server answered 503 (2, 3, ...). */
	onRetry(attempt: number): void;
	/** Offline (replay) mode: refuse answers that are not the recording of this exact input. */
	offline: boolean;
	/** Called while a queued job (video, images) is polled. */
	onJob?(job: JobProgress): void;
}

/** What the watcher saw of the call that the client's receipt does not say. */
export interface Watched {
	/** Inference requests sent (a queued job's polls come after the first). */
	attempts: number;
	/** The answer is one of our own fixtures (a cut recording completed by us), not the model's. */
	fixture: boolean;
	/** The answer came from the replay (it marks each with `x-replay-source`), not from a provider live. */
	replayed: boolean;
}

const JOB_WORDS: Record<string, string> = {
	IN_QUEUE: "queued",
	QUEUED: "queued",
	PENDING: "queued",
	STARTING: "starting",
	IN_PROGRESS: "in progress",
	PROCESSING: "in progress",
	RUNNING: "in progress",
	COMPLETED: "completed",
	SUCCEEDED: "completed",
	READY: "completed",
};

/**
 * A fetch that watches the answers: a retry (the same inference call sent again after its 503: the client
 * retries those with backoff, so the page can say "retrying (attempt n)"; a hub lookup, or a fallback to another
 * provider, is no retry), the polls of a queued job, and offline, what the replay server says of each answer.
 * Who served and the request id are the client's receipt's to say (run-call.ts), not read here.
 */
export function watchingFetch(base: typeof fetch, watch: FetchWatch): { fetch: typeof fetch; watched: Watched } {
	const watched: Watched = { attempts: 0, fixture: false, replayed: false };
	let attempt = 1;
	let busyUrl: string | undefined;
	const job: JobProgress = { polls: 0 };
	const watchingFetch: typeof fetch = async (input, init) => {
		const url = String(input instanceof Request ? input.url : input);
		const method = (init?.method ?? (input instanceof Request ? input.method : "GET")).toUpperCase();
		const hubLookup = url.includes("/api/models/") || url.includes("/api/tasks");
		if (!hubLookup && method === "POST") {
			if (url === busyUrl) watch.onRetry(++attempt);
			busyUrl = undefined;
		}
		const response = await base(input, init);
		if (!hubLookup) {
			if (method === "POST") {
				watched.attempts++;
				if (response.status === 503) busyUrl = url;
			}
			if (response.headers.has("x-replay-source")) watched.replayed = true;
			if (method === "GET" && watched.attempts > 0) void reportJob(response, job, watch);
		}
		if (!watch.offline) return response;
		if (response.headers.get("x-replay-match") === "url") {
			await response.body?.cancel();
			throw new NotRecordedError(
				"Offline, no recording answers this input, so nothing is shown (the replay only has answers to the recorded examples). Pick a recorded example, or switch to online mode in Settings for a live answer to any input.",
			);
		}
		if (response.headers.get("x-replay-stand-in")) {
			await response.body?.cancel();
			throw new NotRecordedError(
				"Offline, this input was recorded, but the recording kept no copy of the image or audio the model returned, so there is nothing to show. Switch to online mode in Settings to get one.",
			);
		}
		if (response.headers.get("x-replay-source") === "fixture") watched.fixture = true;
		return response;
	};
	return { fetch: watchingFetch, watched };
}

/** A poll of a queued job: its status word, read from a copy of the answer (the client reads the original). */
async function reportJob(response: Response, job: JobProgress, watch: FetchWatch) {
	if (!(response.headers.get("content-type") ?? "").includes("json")) return;
	job.polls++;
	const body = (await response
		.clone()
		.json()
		.catch(() => undefined)) as { status?: unknown } | undefined;
	const status = typeof body?.status === "string" ? body.status : undefined;
	if (status) job.status = JOB_WORDS[status.toUpperCase()] ?? status.toLowerCase();
	watch.onJob?.({ ...job });
}
