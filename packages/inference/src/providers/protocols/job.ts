import { InferenceClientTimeoutError, InferenceOutputError } from "../../errors/index.js";
import { getFollowUpJson } from "../../http/index.js";
import type { ResponseContext } from "./handler.js";
import { imageFromUrl, mediaFromUrl } from "./image-output.js";
import { type PollStep, pollUntilDone, submittedBase } from "./polling.js";

// Asynchronous jobs (WaveSpeed, Z.ai images, Together and Novita videos): the submit call answers a job id, its
// status is polled with the submit call's headers until it names an output URL, which is downloaded.

/** How one provider's job is followed once submitted. */
export interface JobFollowUp {
	/** The provider's name in messages. */
	label: string;
	/** The route the job was submitted to (its status path sits below the same base: router or own host). */
	submitRoute: string;
	/** The status path, below that base; never a host, so the call's credentials stay with the provider. */
	statusPath: string;
	intervalMs: number;
	/** The provider's own limit on polls, on top of `options.pollTimeout`. */
	maxAttempts?: number;
	/** One status answer: the output URL once done, the status while running; throws when the job failed. */
	read(answer: unknown): PollStep<string>;
	/** Images honour `outputType: "url"`; other media are always downloaded. */
	output: "image" | "media";
}

/** Polls the job (bounded by `options.pollTimeout`, and `maxAttempts` when set) and returns its output. */
export async function followJob(context: ResponseContext, job: JobFollowUp): Promise<Blob | string> {
	const statusUrl = `${submittedBase(context.sent.url, job.submitRoute)}/${job.statusPath.replace(/^\/+/, "")}`;
	const { intervalMs, maxAttempts } = job;
	const url = await pollUntilDone(
		context,
		intervalMs,
		async () => {
			const answer = await getFollowUpJson(
				statusUrl,
				`Failed to fetch the ${job.label} job status`,
				context.sent.headers,
				context.followUps,
			);
			return job.read(answer);
		},
		maxAttempts === undefined
			? undefined
			: {
					attempts: maxAttempts,
					exhausted: (lastStatus) => {
						const waitedMs = maxAttempts * intervalMs;
						return new InferenceClientTimeoutError({
							timeoutMs: waitedMs,
							message: `${job.label} job did not complete after ${maxAttempts} polls (${waitedMs} ms; last status: ${lastStatus}); the provider's own limit`,
						});
					},
				},
	);
	return job.output === "image" ? imageFromUrl(url, context) : mediaFromUrl(url, context);
}

/** A failed job's error: its provider, its status and the reason it gives, when it gives one. */
export function jobFailed(label: string, status: string, reason: unknown): InferenceOutputError {
	const detail = typeof reason === "string" && reason !== "" ? `: ${reason}` : "";
	return new InferenceOutputError(`${label} job ended with status ${status}${detail}`);
}

/** A submit answer without the field naming the job. */
export function noJobId(label: string, expected: string): InferenceOutputError {
	return new InferenceOutputError(`Expected ${expected} from ${label} when submitting a job`);
}
