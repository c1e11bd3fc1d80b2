// The durable handle of an asynchronous job: what `onJob` hands out and `resumeJob` / `cancelJob` take back.

/**
 * A job a provider accepted, as plain JSON: keep it (a file, a database, the browser's storage) and resume or
 * cancel the job from it in a later run or another program. It holds no token, no key and no query secret: whoever resumes it
 * brings their own credentials, sent only below the base the job was submitted to.
 */
export interface JobHandle {
	/** The handle's format. */
	version: 1;
	provider: string;
	task: string;
	/** The hub model id (the provider's own id for a call that had no hub mapping). */
	model: string;
	/** The model id on the provider's side. */
	providerModelId: string;
	/** The provider's id for the job. */
	id: string;
	/** When the provider accepted it (ISO 8601). */
	createdAt: string;
	/** `router`: submitted through the router with a hub token; `provider`: to the provider's host with its key. */
	via: "router" | "provider";
	/**
	 * What the provider needs to poll it: paths below the base the job went to (router or provider host), or a URL
	 * the provider handed out to be read without credentials (Black Forest Labs' `polling_url`).
	 */
	poll: Record<string, string>;
}

/** What a protocol reads from the submit answer; the job mechanism makes the handle from it. */
export interface JobTicket {
	id: string;
	poll: Record<string, string>;
}

const HANDLE_TEXT_FIELDS = ["provider", "task", "model", "providerModelId", "id", "createdAt"] as const;

/**
 * What makes `value` not a job handle, in words ("id is missing or wrong"), or undefined for one: the one check of
 * a handle read back from storage (resumeJob, cancelJob, an app's own store), before any request.
 */
export function jobHandleProblem(value: unknown): string | undefined {
	if (typeof value !== "object" || value === null) return "it is not an object";
	const job = value as Partial<JobHandle>;
	if (job.version !== 1) return "its version is not 1";
	const missing = HANDLE_TEXT_FIELDS.find((field) => typeof job[field] !== "string" || job[field] === "");
	if (missing !== undefined) return `${missing} is missing or wrong`;
	if (job.via !== "router" && job.via !== "provider") return "via is missing or wrong";
	const poll = job.poll as unknown;
	const pollOk =
		typeof poll === "object" &&
		poll !== null &&
		!Array.isArray(poll) &&
		Object.values(poll).every((entry) => typeof entry === "string");
	return pollOk ? undefined : "poll is missing or wrong";
}

/** Whether `value` is a job handle as `onJob` gave it (see jobHandleProblem for what is wrong with one that is not). */
export function isJobHandle(value: unknown): value is JobHandle {
	return jobHandleProblem(value) === undefined;
}

/**
 * The handle of the accepted job an error left unfinished (a poll that kept failing, `pollTimeout`, the call's
 * timeout): resume that job from it (`resumeJob`) rather than submit, and pay, again. Undefined on any other error.
 */
export function jobHandleOf(error: unknown): JobHandle | undefined {
	const handle = (error as { jobHandle?: unknown } | null)?.jobHandle;
	return typeof error === "object" && isJobHandle(handle) ? handle : undefined;
}
