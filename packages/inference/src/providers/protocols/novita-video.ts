import { InferenceClientInputError } from "../../errors/index.js";
import { defineProtocol } from "./define.js";
import type { RequestContext, TaskHandler } from "./handler.js";
import { asJob, jobFailed, noJobId, polledJob } from "./job.js";
import { fileAsDataUrl, readPath, STEPS_FIELD, withFieldNames, withFlattenedParameters } from "./payload.js";
import type { PollStep } from "./polling.js";

// Novita text-to-video: an asynchronous task, `POST v3/async/{model id}` then `v3/async/task-result?task_id=`
// polled until TASK_STATUS_SUCCEED. MiniMax models have their own route and task shape (`content` parts), which
// also carries image-text-to-video's first frame.

export interface NovitaVideoConfig {
	/** `text`: the prompt is `inputs`; `image-and-text`: `inputs` is the first frame, the prompt `parameters.prompt`. */
	input: "text" | "image-and-text";
}

const LABEL = "Novita";
const POLL_INTERVAL_MS = 2000;
const MINIMAX_ROUTE = "v3/minimax/v2/video_generation";

const isMiniMax = (providerModelId: string) => providerModelId.toLowerCase().startsWith("minimax");

const route = ({ providerModelId }: RequestContext) =>
	isMiniMax(providerModelId) ? MINIMAX_ROUTE : `v3/async/${providerModelId}`;

/** TGI-style `num_inference_steps` is Novita's `steps`. */
function asyncBody(args: Record<string, unknown>): Record<string, unknown> {
	return { ...withFieldNames(withFlattenedParameters(args), STEPS_FIELD), prompt: args["inputs"] };
}

/**
 * MiniMax: the prompt is a `content` part, and so is the first frame (a `data:` URL); resolution, duration and
 * ratio stay top-level parameters.
 */
function miniMaxBody(
	args: Record<string, unknown>,
	providerModelId: string,
	config: NovitaVideoConfig,
): Record<string, unknown> {
	if (config.input === "text") {
		return {
			...withFlattenedParameters(args),
			model: providerModelId,
			content: [{ type: "text", text: args["inputs"] }],
		};
	}
	const { prompt, ...fields } = withFlattenedParameters(args);
	const image = args["inputs"];
	const firstFrame =
		image === undefined
			? undefined
			: fileAsDataUrl(image, "image/png", "Novita takes the first frame as a Blob (or bytes) in `inputs`.");
	return {
		...fields,
		model: providerModelId,
		content: [
			...(prompt === undefined ? [] : [{ type: "text", text: prompt }]),
			...(firstFrame === undefined ? [] : [{ type: "image_url", role: "first_frame", image_url: { url: firstFrame } }]),
		],
	};
}

/** Novita serves image-text-to-video on MiniMax's video API only (its async API has no first-frame field). */
function checkServes(providerModelId: string, config: NovitaVideoConfig): void {
	if (config.input === "image-and-text" && !isMiniMax(providerModelId)) {
		throw new InferenceClientInputError(
			`Novita serves image-text-to-video with MiniMax's video models only; ${providerModelId} is not one of them.`,
		);
	}
}

function readTaskResult(answer: unknown): PollStep<string> {
	const status = readPath(answer, ["task", "status"]);
	if (status === "TASK_STATUS_SUCCEED") {
		const url = readPath(answer, ["videos", 0, "video_url"]);
		if (typeof url !== "string") throw jobFailed(LABEL, String(status), "no videos[0].video_url in the answer");
		return { done: true, value: url };
	}
	if (status === "TASK_STATUS_FAILED") throw jobFailed(LABEL, status, readPath(answer, ["task", "reason"]));
	return { done: false, status: String(status) };
}

function readMiniMaxTask(answer: unknown): PollStep<string> {
	const status = String(readPath(answer, ["task", "status"]));
	if (status === "succeeded") {
		const url = readPath(answer, ["task", "content", "url"]);
		if (typeof url !== "string") throw jobFailed(LABEL, status, "no task.content.url in the answer");
		return { done: true, value: url };
	}
	if (status === "failed" || status === "cancelled") {
		throw jobFailed(LABEL, status, readPath(answer, ["task", "error", "message"]));
	}
	return { done: false, status };
}

export const novitaVideo = /* @__PURE__ */ defineProtocol("novita-video", (config: NovitaVideoConfig): TaskHandler => {
	return {
		route,
		body: ({ args, providerModelId }) => {
			checkServes(providerModelId, config);
			return isMiniMax(providerModelId) ? miniMaxBody(args, providerModelId, config) : asyncBody(args);
		},
		...asJob(
			polledJob({
				label: LABEL,
				accepted: (output, { providerModelId }) => {
					const id = readPath(output, ["task_id"]);
					if (typeof id !== "string") throw noJobId(LABEL, "{task_id: string}");
					const statusPath = isMiniMax(providerModelId)
						? `v3/minimax/v2/query/video_generation/${encodeURIComponent(id)}`
						: `v3/async/task-result?task_id=${encodeURIComponent(id)}`;
					return { id, statusPath };
				},
				intervalMs: POLL_INTERVAL_MS,
				// The handle's model says which API the job went to, resumed or not.
				read: (answer, job) => (isMiniMax(job.providerModelId) ? readMiniMaxTask(answer) : readTaskResult(answer)),
				output: "media",
			}),
		),
	};
});
