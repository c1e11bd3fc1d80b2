// fal-ai's queued tasks (queue.fal.run): submit, poll `{request}/status` every 500 ms, fetch the result, download
// its media. Bodies and result shapes from fal's model API docs and the Hub client's fal-ai helper (4.x).
import { expect } from "vitest";
import type { InferenceTask } from "../../../src/types.js";
import { type Answer, documented, documentedBytes } from "../answers.js";
import {
	AUDIO_BASE64,
	AUDIO_BYTES,
	audio,
	blobOf,
	type ContractCase,
	FLAT_IMAGE_FIELDS,
	fastApiMissing,
	IMAGE_BASE64,
	IMAGE_BYTES,
	image,
	imageArgs,
	ROUTER,
	VIDEO_BYTES,
} from "../case-kit.js";

const REQUEST_ID = "5e6f7a8b-contract";
const MEDIA = "https://v3.fal.media/files/contract";
const imageDataUrl = () => `data:image/png;base64,${IMAGE_BASE64}`;

interface QueueCase {
	task: InferenceTask;
	providerModelId: string;
	args(): Record<string, unknown>;
	body: Record<string, unknown>;
	/** The finished request's result, and the media file its URL points to. */
	result: Record<string, unknown>;
	media: readonly [url: string, answer: Answer];
	check(output: unknown): void;
	/** The field fal's validation names when it is missing. */
	missing: string;
	/** With `outputType: "url"`: what the call returns instead of the media (images). */
	urlOutput?: RegExp;
}

function queueCase({
	task,
	providerModelId,
	args,
	body,
	result,
	media,
	check,
	missing,
	urlOutput,
}: QueueCase): ContractCase {
	const requestUrl = `https://queue.fal.run/${providerModelId}/requests/${REQUEST_ID}`;
	return {
		provider: "fal-ai",
		task,
		providerModelId,
		args,
		urls: {
			router: `${ROUTER}/fal-ai/${providerModelId}?_subdomain=queue`,
			direct: `https://queue.fal.run/${providerModelId}`,
		},
		body: { json: body },
		success: documented(200, {
			request_id: REQUEST_ID,
			response_url: requestUrl,
			status_url: `${requestUrl}/status`,
			cancel_url: `${requestUrl}/cancel`,
		}),
		// The status URL also contains the result path: it is listed first.
		followUps: [
			[`/requests/${REQUEST_ID}/status`, documented(200, { status: "COMPLETED", request_id: REQUEST_ID })],
			[`/requests/${REQUEST_ID}`, documented(200, result)],
			media,
		],
		polls: true,
		check,
		error: fastApiMissing(missing),
		...(urlOutput === undefined ? {} : { urlOutput }),
	};
}

const imageEdit = (task: InferenceTask, providerModelId: string) =>
	queueCase({
		task,
		providerModelId,
		args: () => ({ inputs: image(), parameters: { prompt: "Make it snowy", seed: 3 } }),
		body: { prompt: "Make it snowy", seed: 3, image_url: imageDataUrl(), image_urls: [imageDataUrl()] },
		result: { images: [{ url: `${MEDIA}/edit.png`, content_type: "image/png" }], seed: 3 },
		media: [`${MEDIA}/edit.png`, documentedBytes("image/png", IMAGE_BYTES)],
		check: blobOf("image/png", IMAGE_BYTES.length),
		missing: "image_url",
	});

const imageToVideo = (task: InferenceTask, providerModelId: string) =>
	queueCase({
		task,
		providerModelId,
		args: () => ({ inputs: image(), parameters: { prompt: "The cat turns its head", num_frames: 81 } }),
		body: { prompt: "The cat turns its head", num_frames: 81, image_url: imageDataUrl() },
		result: { video: { url: `${MEDIA}/clip.mp4`, content_type: "video/mp4" }, seed: 11 },
		media: [`${MEDIA}/clip.mp4`, documentedBytes("video/mp4", VIDEO_BYTES)],
		check: blobOf("video/mp4", VIDEO_BYTES.length),
		missing: "image_url",
	});

/** Lazily built: this file and contract-cases.ts import each other, and these cases use its helpers. */
export const falQueueCases = (): ContractCase[] => [
	// Through the queue, as the latest Hub client does: 3.x held one connection open for the whole generation.
	queueCase({
		task: "text-to-image",
		providerModelId: "fal-ai/flux/schnell",
		args: imageArgs,
		body: { ...FLAT_IMAGE_FIELDS, sync_mode: true },
		result: { images: [{ url: `${MEDIA}/fox.png`, content_type: "image/png" }], seed: 5 },
		media: [`${MEDIA}/fox.png`, documentedBytes("image/png", IMAGE_BYTES)],
		check: blobOf("image/png", IMAGE_BYTES.length),
		missing: "prompt",
		urlOutput: /^https:\/\/v3\.fal\.media\/files\/contract\/fox\.png$/,
	}),
	queueCase({
		task: "text-to-audio",
		providerModelId: "fal-ai/stable-audio",
		args: () => ({ inputs: "128 BPM tech house drum loop", parameters: { seconds_total: 5 } }),
		body: { seconds_total: 5, prompt: "128 BPM tech house drum loop" },
		result: { audio_file: { url: `${MEDIA}/loop.wav`, content_type: "audio/wav" } },
		media: [`${MEDIA}/loop.wav`, documentedBytes("audio/wav", AUDIO_BYTES)],
		check: blobOf("audio/wav", AUDIO_BYTES.length),
		missing: "prompt",
	}),
	imageEdit("image-to-image", "fal-ai/flux-kontext/dev"),
	imageEdit("image-text-to-image", "fal-ai/flux-2/edit"),
	imageToVideo("image-to-video", "fal-ai/ltx-video/image-to-video"),
	imageToVideo("image-text-to-video", "fal-ai/wan/v2.2-a14b/image-to-video"),
	queueCase({
		task: "image-segmentation",
		providerModelId: "fal-ai/sam2/image",
		args: () => ({ inputs: image() }),
		body: { image_url: imageDataUrl(), sync_mode: true },
		result: { image: { url: `${MEDIA}/mask.png`, content_type: "image/png" } },
		media: [`${MEDIA}/mask.png`, documentedBytes("image/png", IMAGE_BYTES)],
		// fal gives one mask, without label or score: the segmentation shape with placeholders.
		check: (output) => expect(output).toEqual([{ label: "mask", score: 1, mask: IMAGE_BASE64 }]),
		missing: "image_url",
	}),
	queueCase({
		task: "audio-to-audio",
		providerModelId: "fal-ai/personaplex",
		args: () => ({ inputs: audio() }),
		// fal refuses `audio/wav` data URLs but decodes the same bytes as `audio/x-wav`.
		body: { audio_url: `data:audio/x-wav;base64,${AUDIO_BASE64}` },
		result: { audio: { url: `${MEDIA}/reply.wav`, content_type: "audio/wav" }, text: "Hello there" },
		media: [`${MEDIA}/reply.wav`, documentedBytes("audio/wav", AUDIO_BYTES)],
		check: (output) =>
			expect(output).toEqual([{ label: "Hello there", blob: AUDIO_BASE64, "content-type": "audio/wav" }]),
		missing: "audio_url",
	}),
];
