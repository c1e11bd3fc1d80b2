import { InferenceOutputError } from "../../errors/index.js";
import { defineProtocol } from "./define.js";
import type { ResponseContext, TaskHandler } from "./handler.js";
import { imageFromUrl } from "./image-output.js";
import { asJob, pollEntry, readJobStatus, unknownJob } from "./job.js";
import type { JobHandle } from "./job-handle.js";
import { readPath, withFlattenedParameters } from "./payload.js";
import { type PollingConfig, type PollStep, pollUntilDone } from "./polling.js";

const TASK_NOT_FOUND = "Task not found";
/**
 * How long after its submission Black Forest Labs may still answer "Task not found" for a job it accepted (it
 * does so for a moment): a resumed job that young is polled on; an older one is unknown (expired).
 */
export const BFL_NOT_FOUND_GRACE_MS = 30_000;
/** Statuses Black Forest Labs reports while a request is still running. */
const BFL_PENDING_STATUSES = ["Pending", TASK_NOT_FOUND];

/**
 * Black Forest Labs text-to-image: `POST v1/{model}` answers a `polling_url`; GET it (no credentials, 3.x
 * behaviour) after each interval until `Ready`, up to `attempts` times. A final failure status stops at once.
 */
export const blackForestLabsImage = /* @__PURE__ */ defineProtocol(
	"black-forest-labs-image",
	(config: PollingConfig): TaskHandler => {
		return {
			route: ({ providerModelId }) => `v1/${providerModelId}`,
			body: ({ args }) => ({ ...withFlattenedParameters(args), prompt: args["inputs"] }),
			...asJob({
				accepted: (output) => {
					const pollingUrl = readPath(output, ["polling_url"]);
					if (typeof pollingUrl !== "string")
						throw new InferenceOutputError("Expected a polling_url from black forest labs");
					const id = readPath(output, ["id"]);
					return { id: typeof id === "string" ? id : pollingUrl, poll: { url: pollingUrl } };
				},
				follow: async (job, context) => imageFromUrl(await readySample(job, context, config), context),
			}),
		};
	},
);

/**
 * The sample's URL once `Ready`. Right after submitting, "Task not found" means "not visible yet", also for a
 * resumed job submitted less than BFL_NOT_FOUND_GRACE_MS ago (a run that stopped right after keeping its handle);
 * for an older resumed job, it is Black Forest Labs saying the job is unknown (expired).
 */
function readySample(job: JobHandle, context: ResponseContext, config: PollingConfig): Promise<string> {
	const pollingUrl = pollEntry(job, "url");
	return pollUntilDone(
		context,
		config.intervalMs,
		async (attempt): Promise<PollStep<string>> => {
			const url = new URL(pollingUrl);
			url.searchParams.set("attempt", String(attempt));
			const result = await readJobStatus(
				job,
				url.href,
				"Failed to fetch result from black forest labs API",
				{ "Content-Type": "application/json" },
				context,
			);
			const status = readPath(result, ["status"]);
			const sample = readPath(result, ["result", "sample"]);
			if (status === "Ready" && typeof sample === "string") return { done: true, value: sample };
			if (status === TASK_NOT_FOUND && context.resumed && !youngerThan(job, BFL_NOT_FOUND_GRACE_MS)) {
				throw unknownJob(job, context);
			}
			if (typeof status === "string" && status !== "Ready" && !BFL_PENDING_STATUSES.includes(status)) {
				throw new InferenceOutputError(`Black forest labs request ended with status ${status}`);
			}
			return { done: false, status: String(status) };
		},
		{
			attempts: config.attempts,
			exhausted: () => new InferenceOutputError("Failed to fetch result from black forest labs API"),
		},
	);
}

/** Whether the job was accepted less than `ms` ago (an unreadable time counts as old). */
function youngerThan(job: JobHandle, ms: number): boolean {
	return Date.now() - Date.parse(job.createdAt) < ms;
}
