import type { RequestContext, TaskHandler } from "./handler.js";
import { followJob, jobFailed, noJobId } from "./job.js";
import { readPath, STEPS_FIELD, withFieldNames, withFlattenedParameters } from "./payload.js";
import type { PollStep } from "./polling.js";

// Novita text-to-video: an asynchronous task, `POST v3/async/{model id}` then `v3/async/task-result?task_id=`
// polled until TASK_STATUS_SUCCEED. MiniMax models have their own route and task shape (`content` parts).

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

/** MiniMax: the prompt is a `content` part; resolution, duration and ratio stay top-level parameters. */
function miniMaxBody(args: Record<string, unknown>, providerModelId: string): Record<string, unknown> {
	return {
		...withFlattenedParameters(args),
		model: providerModelId,
		content: [{ type: "text", text: args["inputs"] }],
	};
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

export function novitaVideo(): TaskHandler {
	return {
		route,
		body: ({ args, providerModelId }) =>
			isMiniMax(providerModelId) ? miniMaxBody(args, providerModelId) : asyncBody(args),
		decode: async (output, context) => {
			const id = readPath(output, ["task_id"]);
			if (typeof id !== "string") throw noJobId(LABEL, "{task_id: string}");
			const miniMax = isMiniMax(context.request.providerModelId);
			return followJob(context, {
				label: LABEL,
				submitRoute: route(context.request),
				statusPath: miniMax
					? `v3/minimax/v2/query/video_generation/${encodeURIComponent(id)}`
					: `v3/async/task-result?task_id=${encodeURIComponent(id)}`,
				intervalMs: POLL_INTERVAL_MS,
				read: miniMax ? readMiniMaxTask : readTaskResult,
				output: "media",
			});
		},
	};
}
