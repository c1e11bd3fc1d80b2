// Novita's video tasks (`v3/async/{model}`, then `v3/async/task-result`). Its chat cases are in ../contract-cases.ts.
// Answers written from Novita's API documentation.
import { documented, documentedBytes } from "../answers.js";
import { blobOf, type ContractCase, ROUTER, VIDEO_BYTES } from "../case-kit.js";

const HOST = "https://api.novita.ai";
const TASK = "nv-contract-1";
const RESULT_PATH = `/v3/async/task-result?task_id=${TASK}`;
const VIDEO_URL = "https://faas-output-video.s3.ap-southeast-1.amazonaws.com/contract/output.mp4";

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
];
