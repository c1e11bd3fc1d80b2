// WaveSpeed: every task is a job (`POST api/v3/{model}`), whose `data.urls.get` path is polled every 500 ms.
// Answers written from WaveSpeed's API documentation (no recording exists).
import type { InferenceTask } from "../../../src/types.js";
import { type Answer, documented, documentedBytes } from "../answers.js";
import {
	blobOf,
	type ContractCase,
	FLAT_IMAGE_FIELDS,
	IMAGE_BASE64,
	IMAGE_BYTES,
	image,
	imageArgs,
	ROUTER,
	VIDEO_BYTES,
} from "../case-kit.js";

const HOST = "https://api.wavespeed.ai";
const JOB = "ws-contract-1";
const RESULT_PATH = `/api/v3/predictions/${JOB}/result`;

/** The `{code, message, data}` envelope every WaveSpeed answer comes in. */
const envelope = (data: Record<string, unknown>): Answer =>
	documented(200, { code: 200, message: "success", data: { id: JOB, outputs: [], error: "", ...data } });

const submitted = envelope({ status: "created", urls: { get: `${HOST}${RESULT_PATH}` } });

function wavespeedCase(
	task: InferenceTask,
	providerModelId: string,
	args: () => Record<string, unknown>,
	json: Record<string, unknown>,
	output: { url: string; type: string; bytes: Uint8Array<ArrayBuffer> },
): ContractCase {
	const route = `api/v3/${providerModelId}`;
	return {
		provider: "wavespeed",
		task,
		providerModelId,
		args,
		urls: { router: `${ROUTER}/wavespeed/${route}`, direct: `${HOST}/${route}` },
		body: { json },
		success: submitted,
		followUps: [
			[RESULT_PATH, envelope({ status: "completed", outputs: [output.url] })],
			[output.url, documentedBytes(output.type, output.bytes)],
		],
		polls: true,
		check: blobOf(output.type, output.bytes.length),
		error: {
			answer: documented(401, { code: 401, message: "Invalid API key" }),
			status: 401,
			message: "Invalid API key",
		},
		failedJob: {
			followUps: [[RESULT_PATH, envelope({ status: "failed", error: "NSFW content detected" })]],
			message: /WaveSpeed job ended with status failed: NSFW content detected/,
		},
		pendingJob: {
			followUps: [[RESULT_PATH, envelope({ status: "processing" })]],
			// Through the router the status path keeps the router's `/wavespeed` prefix.
			statusUrls: { router: `${ROUTER}/wavespeed${RESULT_PATH}`, direct: `${HOST}${RESULT_PATH}` },
			// A deadline: polls every 500 ms up to 5 s, the one due at the deadline not made.
			pollTimeout: 5000,
			polls: 9,
		},
	};
}

const IMAGE_OUTPUT = { url: "https://cdn.wavespeed.ai/contract/output.png", type: "image/png", bytes: IMAGE_BYTES };
const VIDEO_OUTPUT = { url: "https://cdn.wavespeed.ai/contract/output.mp4", type: "video/mp4", bytes: VIDEO_BYTES };

export const WAVESPEED_CASES: ContractCase[] = [
	{
		...wavespeedCase("text-to-image", "wavespeed-ai/flux-dev", imageArgs, FLAT_IMAGE_FIELDS, IMAGE_OUTPUT),
		urlOutput: /^https:\/\/cdn\.wavespeed\.ai\/contract\/output\.png$/,
	},
	wavespeedCase(
		"text-to-video",
		"wavespeed-ai/wan-2.1/t2v-480p",
		() => ({ inputs: "A cat surfing", parameters: { num_frames: 16 } }),
		{ num_frames: 16, prompt: "A cat surfing" },
		VIDEO_OUTPUT,
	),
	// Image tasks: the image goes as raw base64 in `image` and `images`, the prompt from the parameters.
	wavespeedCase(
		"image-to-image",
		"wavespeed-ai/flux-kontext-dev",
		() => ({ inputs: image(), parameters: { prompt: "Make it blue" } }),
		{ prompt: "Make it blue", image: IMAGE_BASE64, images: [IMAGE_BASE64] },
		IMAGE_OUTPUT,
	),
	wavespeedCase(
		"image-to-video",
		"wavespeed-ai/wan-2.1/i2v-480p",
		() => ({ inputs: image(), parameters: { prompt: "The cat turns its head", num_frames: 81 } }),
		{ prompt: "The cat turns its head", num_frames: 81, image: IMAGE_BASE64, images: [IMAGE_BASE64] },
		VIDEO_OUTPUT,
	),
	wavespeedCase(
		"image-text-to-image",
		"wavespeed-ai/qwen-image/edit",
		() => ({ inputs: image(), parameters: { prompt: "Make it snowy", seed: 3 } }),
		{ prompt: "Make it snowy", seed: 3, image: IMAGE_BASE64, images: [IMAGE_BASE64] },
		IMAGE_OUTPUT,
	),
	wavespeedCase(
		"image-text-to-video",
		"wavespeed-ai/wan-2.2/i2v-720p",
		() => ({ inputs: image(), parameters: { prompt: "The cat waves" } }),
		{ prompt: "The cat waves", image: IMAGE_BASE64, images: [IMAGE_BASE64] },
		VIDEO_OUTPUT,
	),
];
