// Together's video API (`v2/videos`, polled every 2 s). Its other tasks' cases are in ../contract-cases.ts.
// Answers written from Together's API documentation.
import { documented, documentedBytes } from "../answers.js";
import { blobOf, type ContractCase, IMAGE_BASE64, image, openAiError, ROUTER, VIDEO_BYTES } from "../case-kit.js";

const HOST = "https://api.together.xyz";
const MODEL = "Wan-AI/Wan2.2-T2V-A14B";
const JOB = "019a0068-794a-7213-90f6-cc4eb62e3da7";
const STATUS_PATH = `/v2/videos/${JOB}`;
const VIDEO_URL = "https://api.together.ai/shrt/ContractVideo";

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
		pollTimeout: 10_000,
		polls: 5,
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
];
