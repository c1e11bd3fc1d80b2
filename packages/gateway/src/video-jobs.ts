// Video jobs followed by this instance: the calls it started or resumed, their state and, once done, the video
// until it is downloaded. Nothing here is needed to answer for a job (its id carries the handle: another instance
// or a restart resumes it), so the map is a bounded cache, owned by the gateway object.
import type { InferenceClient, JobHandle } from "@modelyard/inference";
import { fromCallError, type GatewayError } from "./errors.js";

export type VideoState =
	| { status: "in_progress" }
	| { status: "completed"; video: Blob; completedAt: number }
	| { status: "failed"; error: GatewayError };

interface Followed {
	state: VideoState;
	done: Promise<void>;
	/** Stops following (a cancelled job); the provider's job is cancelled separately. */
	stop: AbortController;
}

/** Followed jobs kept at most; the oldest is forgotten first (it can be resumed again from its id). */
const MAX_FOLLOWED = 256;

export class VideoJobs {
	readonly #followed = new Map<string, Followed>();

	/** Follows a call this instance started; `key` is the job's provider and id. */
	track(key: string, result: Promise<Blob>, stop: AbortController): void {
		const followed: Followed = { state: { status: "in_progress" }, done: Promise.resolve(), stop };
		followed.done = result.then(
			(video) => {
				followed.state = { status: "completed", video, completedAt: Date.now() };
			},
			(error: unknown) => {
				followed.state = { status: "failed", error: fromCallError(error, false) };
			},
		);
		this.#followed.set(key, followed);
		while (this.#followed.size > MAX_FOLLOWED) this.#forgetOldest();
	}

	/** The job's state, following it from its handle when this instance does not yet (a restart, another instance). */
	follow(handle: JobHandle, client: InferenceClient): { state: VideoState; done: Promise<void> } {
		const key = keyOf(handle);
		let followed = this.#followed.get(key);
		if (!followed) {
			const stop = new AbortController();
			this.track(key, client.resumeJob(handle, { signal: stop.signal }) as Promise<Blob>, stop);
			followed = this.#followed.get(key) as Followed;
		}
		return followed;
	}

	/** What this instance follows under `key`, if it does. */
	kept(key: string): { state: VideoState; done: Promise<void> } | undefined {
		return this.#followed.get(key);
	}

	forget(handle: Pick<JobHandle, "provider" | "id">): void {
		const key = keyOf(handle);
		this.#followed.get(key)?.stop.abort();
		this.#followed.delete(key);
	}

	#forgetOldest(): void {
		const oldest = this.#followed.keys().next().value;
		if (oldest !== undefined) this.#followed.delete(oldest);
	}
}

export const keyOf = (handle: Pick<JobHandle, "provider" | "id">) => `${handle.provider}:${handle.id}`;
