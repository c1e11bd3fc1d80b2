// Novita's video tasks: text-to-video on its async API (`v3/async/{model}`, then `v3/async/task-result`), and
// image-text-to-video on MiniMax's video API (`v3/minimax/v2/video_generation`, then
// `v3/minimax/v2/query/video_generation/{id}`). Its chat cases are in ../contract-cases.ts. Answers written from
// Novita's API documentation.
import { documented, documentedBytes } from "../answers.js";
import { blobOf, type ContractCase, IMAGE_BASE64, image, ROUTER, VIDEO_BYTES } from "../case-kit.js";

const HOST = "https://api.novita.ai";
const TASK = "nv-contract-1";
const RESULT_PATH = `/v3/async/task-result?task_id=${TASK}`;
const VIDEO_URL = "https://faas-output-video.s3.ap-southeast-1.amazonaws.com/contract/output.mp4";

const MINIMAX_MODEL = "minimax-hailuo-02";
const MINIMAX_TASK = "mm-contract-1";
const MINIMAX_ROUTE = "v3/minimax/v2/video_generation";
const MINIMAX_STATUS_PATH = `/v3/minimax/v2/query/video_generation/${MINIMAX_TASK}`;

const miniMaxTask = (status: string, extra: Record<string, unknown> = {}) =>
	documented(200, { task: { id: MINIMAX_TASK, status, ...extra } });

const taskResult = (status: string, extra: Record<string, unknown> = {}) =>
	documented(200, {
		task: { task_id: TASK, task_type: "WAN_T2V", status, reason: "", eta: 0, progress_percent: 0 },
		images: [],
		videos: [],
		...extra,
	});

export const NOVITA_CASES: ContractCase[] = [
	{
		provider: "novita",
		task: "text-to-video",
		providerModelId: "wan-t2v",
		args: () => ({ inputs: "A cat surfing", parameters: { num_inference_steps: 20, width: 832, height: 480 } }),
		urls: { router: `${ROUTER}/novita/v3/async/wan-t2v`, direct: `${HOST}/v3/async/wan-t2v` },
		// TGI's `num_inference_steps` is Novita's `steps`.
		body: { json: { width: 832, height: 480, steps: 20, prompt: "A cat surfing" } },
		success: documented(200, { task_id: TASK }),
		followUps: [
			[RESULT_PATH, taskResult("TASK_STATUS_SUCCEED", { videos: [{ video_url: VIDEO_URL, video_type: "mp4" }] })],
			[VIDEO_URL, documentedBytes("video/mp4", VIDEO_BYTES)],
		],
		polls: true,
		check: blobOf("video/mp4", VIDEO_BYTES.length),
		error: {
			answer: documented(400, { code: 400, reason: "INVALID_REQUEST_BODY", message: "request body invalid" }),
			status: 400,
			message: "request body invalid",
		},
		failedJob: {
			followUps: [
				[RESULT_PATH, documented(200, { task: { task_id: TASK, status: "TASK_STATUS_FAILED", reason: "NSFW" } })],
			],
			message: /Novita job ended with status TASK_STATUS_FAILED: NSFW/,
		},
		pendingJob: {
			followUps: [[RESULT_PATH, taskResult("TASK_STATUS_PROCESSING")]],
			statusUrls: { router: `${ROUTER}/novita${RESULT_PATH}`, direct: `${HOST}${RESULT_PATH}` },
			// A deadline: polls every 2 s up to 10 s, the one due at the deadline not made.
			pollTimeout: 10_000,
			polls: 4,
		},
	},
	{
		provider: "novita",
		task: "image-text-to-video",
		providerModelId: MINIMAX_MODEL,
		args: () => ({
			inputs: image(),
			parameters: { prompt: "The cat starts to dance", duration: 6, resolution: "768P", ratio: "16:9" },
		}),
		urls: { router: `${ROUTER}/novita/${MINIMAX_ROUTE}`, direct: `${HOST}/${MINIMAX_ROUTE}` },
		// MiniMax's task shape: the prompt and the first frame (a data: URL) as `content` parts; resolution,
		// duration and ratio at the top level.
		body: {
			json: {
				duration: 6,
				resolution: "768P",
				ratio: "16:9",
				model: MINIMAX_MODEL,
				content: [
					{ type: "text", text: "The cat starts to dance" },
					{ type: "image_url", role: "first_frame", image_url: { url: `data:image/png;base64,${IMAGE_BASE64}` } },
				],
			},
		},
		success: documented(200, { task_id: MINIMAX_TASK }),
		followUps: [
			[MINIMAX_STATUS_PATH, miniMaxTask("succeeded", { content: { url: VIDEO_URL } })],
			[VIDEO_URL, documentedBytes("video/mp4", VIDEO_BYTES)],
		],
		polls: true,
		check: blobOf("video/mp4", VIDEO_BYTES.length),
		error: {
			answer: documented(400, { code: 400, reason: "INVALID_REQUEST_BODY", message: "first frame image invalid" }),
			status: 400,
			message: "first frame image invalid",
		},
		failedJob: {
			followUps: [[MINIMAX_STATUS_PATH, miniMaxTask("failed", { error: { message: "Content moderation" } })]],
			message: /Novita job ended with status failed: Content moderation/,
		},
		pendingJob: {
			followUps: [[MINIMAX_STATUS_PATH, miniMaxTask("running")]],
			statusUrls: {
				router: `${ROUTER}/novita${MINIMAX_STATUS_PATH}`,
				direct: `${HOST}${MINIMAX_STATUS_PATH}`,
			},
			// A deadline: polls every 2 s up to 10 s, the one due at the deadline not made.
			pollTimeout: 10_000,
			polls: 4,
		},
	},
];
