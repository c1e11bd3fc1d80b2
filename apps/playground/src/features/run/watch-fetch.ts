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
	/** The router's base URL: a call under it names its provider in the path. */
	routerUrl: string;
	/** Called while a queued job (video, images) is polled. */
	onJob?(job: JobProgress): void;
}

/** What the watcher saw of the call, for its receipt. */
export interface Watched {
	provider?: string;
	requestId?: string;
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

/** The provider a router URL names (`{router}/{provider}/...`). */
function routerProvider(url: string, routerUrl: string): string | undefined {
	if (!url.startsWith(`${routerUrl}/`)) return undefined;
	return url.slice(routerUrl.length + 1).split("/")[0] || undefined;
}

/**
 * A fetch that watches the answers: each 503 (the client retries those with backoff, so the page can say
 * "retrying (attempt n)" without any change to the client), who served (the router's `x-inference-provider`,
 * else the provider of the URL), the request id, the polls of a queued job, and offline, what the replay
 * server says of each answer.
 */
export function watchingFetch(base: typeof fetch, watch: FetchWatch): { fetch: typeof fetch; watched: Watched } {
	const watched: Watched = { attempts: 0, fixture: false, replayed: false };
	let busyAnswers = 0;
	const job: JobProgress = { polls: 0 };
	const watchingFetch: typeof fetch = async (input, init) => {
		const url = String(input instanceof Request ? input.url : input);
		const method = (init?.method ?? (input instanceof Request ? input.method : "GET")).toUpperCase();
		const hubLookup = url.includes("/api/models/") || url.includes("/api/tasks");
		const response = await base(input, init);
		if (response.status === 503) watch.onRetry(++busyAnswers + 1);
		if (!hubLookup) {
			if (method === "POST") watched.attempts++;
			// A download of the result (another host) says nothing of who served: what the calls said stays.
			watched.provider =
				response.headers.get("x-inference-provider") ?? routerProvider(url, watch.routerUrl) ?? watched.provider;
			if (!watch.offline) watched.requestId = response.headers.get("x-request-id") ?? watched.requestId;
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
