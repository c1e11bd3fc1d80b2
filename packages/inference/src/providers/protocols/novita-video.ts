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

/** MiniMax's video API as Novita documents it: the ratios it takes, its defaults, the task settings it has no use for. */
const MINIMAX = {
	ratios: [
		["21:9", 21 / 9],
		["16:9", 16 / 9],
		["4:3", 4 / 3],
		["1:1", 1],
		["3:4", 3 / 4],
		["9:16", 9 / 16],
	],
	/** Seconds: 4 to 15, default 4; a frame count is read at 24 frames a second. */
	duration: { min: 4, max: 15, default: 4, framesPerSecond: 24 },
	/** "768P" or "2K" (a 1440-pixel short edge), default 768P. */
	resolutions: [
		["768P", 768],
		["2K", 1440],
	],
	/** A first frame sets the video's shape: "adaptive" keeps it. */
	ratioWithFirstFrame: "adaptive",
	ignored: ["guidance_scale", "negative_prompt", "num_inference_steps", "seed", "num_frames", "target_size"],
} as const;

/** The entry of `options` whose number is nearest `target` (the first on a tie). */
function nearest<T extends readonly [string, number]>(options: readonly T[], target: number): string {
	let best = options[0] as T;
	for (const option of options) if (Math.abs(target - option[1]) < Math.abs(target - best[1])) best = option;
	return best[0];
}

/**
 * The duration, resolution and ratio MiniMax's API documents, each the caller's if given, else derived from the
 * task's `num_frames` and `target_size`, else its default (as the Hub's current client sends them); the settings
 * MiniMax has no use for are left out.
 */
function miniMaxSettings(fields: Record<string, unknown>, withFirstFrame: boolean): Record<string, unknown> {
	const { num_frames: frames, target_size: size } = fields;
	const settings = Object.fromEntries(
		Object.entries(fields).filter(([name]) => !(MINIMAX.ignored as readonly string[]).includes(name)),
	);
	const { width, height } = (size ?? {}) as { width?: unknown; height?: unknown };
	const sized = typeof width === "number" && typeof height === "number" && width > 0 && height > 0;
	const { min, max, framesPerSecond } = MINIMAX.duration;
	settings["duration"] ??=
		typeof frames === "number"
			? Math.min(max, Math.max(min, Math.round(frames / framesPerSecond)))
			: MINIMAX.duration.default;
	settings["resolution"] ??= sized ? nearest(MINIMAX.resolutions, Math.min(width, height)) : MINIMAX.resolutions[0][0];
	settings["ratio"] ??= withFirstFrame
		? MINIMAX.ratioWithFirstFrame
		: sized
			? nearest(MINIMAX.ratios, width / height)
			: MINIMAX.ratios[1][0];
	return settings;
}

/**
 * MiniMax: the prompt is a `content` part, and so is the first frame (a `data:` URL); resolution, duration and
 * ratio stay top-level parameters, with MiniMax's defaults.
 */
function miniMaxBody(
	args: Record<string, unknown>,
	providerModelId: string,
	config: NovitaVideoConfig,
): Record<string, unknown> {
	if (config.input === "text") {
		return {
			...miniMaxSettings(withFlattenedParameters(args), false),
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
		...miniMaxSettings(fields, firstFrame !== undefined),
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
