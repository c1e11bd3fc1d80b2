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
