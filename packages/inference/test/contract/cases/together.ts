// Together's tasks since 3.x: the video API (`v2/videos`, polled every 2 s), embeddings, speech, speech
// recognition (a multipart upload) and image-to-image. Its 3.x tasks' cases are in ../contract-cases.ts.
// Answers written from Together's API documentation.
import { expect } from "vitest";
import { documented, documentedBytes } from "../answers.js";
import {
	AUDIO_BYTES,
	audio,
	blobOf,
	type ContractCase,
	IMAGE_BASE64,
	IMAGE_BYTES,
	image,
	openAiError,
	ROUTER,
	VIDEO_BYTES,
} from "../case-kit.js";

const HOST = "https://api.together.xyz";
const MODEL = "Wan-AI/Wan2.2-T2V-A14B";
const JOB = "019a0068-794a-7213-90f6-cc4eb62e3da7";
const STATUS_PATH = `/v2/videos/${JOB}`;
const VIDEO_URL = "https://api.together.ai/shrt/ContractVideo";
const EMBEDDING_MODEL = "BAAI/bge-base-en-v1.5";
const KONTEXT_MODEL = "black-forest-labs/FLUX.1-kontext-dev";

const urls = (route: string) => ({ router: `${ROUTER}/together/${route}`, direct: `${HOST}/${route}` });

const video = (status: string, extra: Record<string, unknown> = {}) =>
	documented(200, { id: JOB, object: "video", model: MODEL, status, created_at: 1_760_000_000, ...extra });

/** The video job's follow-ups, the same for both tasks. */
const JOB_CONTRACT = {
	success: video("queued"),
	followUps: [
		[STATUS_PATH, video("completed", { outputs: { cost: 0.28, video_url: VIDEO_URL } })],
		[VIDEO_URL, documentedBytes("video/mp4", VIDEO_BYTES)],
	],
	polls: true,
	check: blobOf("video/mp4", VIDEO_BYTES.length),
	error: openAiError(404, "Unable to access model Wan-AI/unknown.", "model_not_available"),
	failedJob: {
		followUps: [[STATUS_PATH, video("failed", { error: { message: "Prompt rejected", code: "moderation" } })]],
		message: /Together job ended with status failed: Prompt rejected/,
	},
	pendingJob: {
		followUps: [[STATUS_PATH, video("in_progress")]],
		statusUrls: { router: `${ROUTER}/together${STATUS_PATH}`, direct: `${HOST}${STATUS_PATH}` },
		// A deadline: polls every 2 s up to 10 s, the one due at the deadline not made.
		pollTimeout: 10_000,
		polls: 4,
	},
} satisfies Partial<ContractCase>;

export const TOGETHER_CASES: ContractCase[] = [
	{
		provider: "together",
		task: "text-to-video",
		providerModelId: MODEL,
		args: () => ({ inputs: "A cat surfing", parameters: { seconds: "5" } }),
		urls: { router: `${ROUTER}/together/v2/videos`, direct: `${HOST}/v2/videos` },
		body: { json: { seconds: "5", prompt: "A cat surfing", model: MODEL } },
		...JOB_CONTRACT,
	},
	{
		provider: "together",
		task: "image-to-video",
		providerModelId: "Wan-AI/Wan2.2-I2V-A14B",
		args: () => ({ inputs: image(), parameters: { prompt: "The cat turns its head" } }),
		urls: { router: `${ROUTER}/together/v2/videos`, direct: `${HOST}/v2/videos` },
		// The image is the first frame, as raw base64.
		body: {
			json: {
				prompt: "The cat turns its head",
				frame_images: [{ input_image: IMAGE_BASE64, frame: "first" }],
				model: "Wan-AI/Wan2.2-I2V-A14B",
			},
		},
		...JOB_CONTRACT,
	},
	{
		provider: "together",
		task: "feature-extraction",
		providerModelId: EMBEDDING_MODEL,
		args: () => ({ inputs: "Today is a sunny day" }),
		urls: urls("v1/embeddings"),
		body: { json: { input: "Today is a sunny day", model: EMBEDDING_MODEL } },
		success: documented(200, {
			object: "list",
			model: EMBEDDING_MODEL,
			data: [{ object: "embedding", index: 0, embedding: [0.25, -0.5, 0.125] }],
		}),
		check: (output) => expect(output).toEqual([[0.25, -0.5, 0.125]]),
		error: openAiError(404, "Unable to access model BAAI/unknown.", "model_not_available"),
	},
	{
		provider: "together",
		task: "automatic-speech-recognition",
		providerModelId: "openai/whisper-large-v3",
		args: () => ({ inputs: audio(), parameters: { language: "en" } }),
		urls: urls("v1/audio/transcriptions"),
		// A multipart upload: the parameters and the model as text fields, the audio as `file` (its name tells the format).
		body: {
			form: {
				language: "en",
				file: { fileName: "audio.wav", type: "audio/wav", bytes: AUDIO_BYTES },
				model: "openai/whisper-large-v3",
			},
		},
		// The verbose answer: its segments become the task's chunks.
		success: documented(200, {
			text: "Hello there. General Kenobi.",
			segments: [
				{ id: 0, start: 0, end: 1.1, text: "Hello there." },
				{ id: 1, start: 1.1, end: 2.4, text: "General Kenobi." },
			],
		}),
		check: (output) =>
			expect(output).toMatchObject({
				text: "Hello there. General Kenobi.",
				chunks: [
					{ text: "Hello there.", timestamp: [0, 1.1] },
					{ text: "General Kenobi.", timestamp: [1.1, 2.4] },
				],
			}),
		error: openAiError(
			400,
			"Invalid file format. Supported formats: flac, mp3, mp4, mpeg, mpga, m4a, ogg, wav, webm",
			"invalid_request_error",
		),
	},
	{
		provider: "together",
		task: "text-to-speech",
		providerModelId: "hexgrad/Kokoro-82M",
		args: () => ({ inputs: "Hello there" }),
		urls: urls("v1/audio/speech"),
		// Kokoro models need a voice: the client names af_alloy when the caller names none.
		body: { json: { voice: "af_alloy", input: "Hello there", model: "hexgrad/Kokoro-82M" } },
		// The answer is the audio itself.
		success: documentedBytes("audio/wav", AUDIO_BYTES),
		check: blobOf("audio/wav", AUDIO_BYTES.length),
		error: openAiError(400, "Voice 'nobody' is not available for this model", "invalid_voice"),
	},
	{
		provider: "together",
		task: "image-to-image",
		providerModelId: KONTEXT_MODEL,
		args: () => ({ inputs: image(), parameters: { prompt: "Make it snowy", steps: 28 } }),
		urls: urls("v1/images/generations"),
		// FLUX.1 Kontext takes the image as one `image_url` (a data: URL); the prompt comes from the parameters.
		body: {
			json: {
				prompt: "Make it snowy",
				steps: 28,
				image_url: `data:image/png;base64,${IMAGE_BASE64}`,
				response_format: "base64",
				model: KONTEXT_MODEL,
			},
		},
		success: documented(200, {
			id: "contract",
			model: KONTEXT_MODEL,
			object: "list",
			data: [{ index: 0, b64_json: IMAGE_BASE64 }],
		}),
		check: blobOf("image/jpeg", IMAGE_BYTES.length),
		error: openAiError(400, "Invalid request", "invalid_request_error"),
	},
];
