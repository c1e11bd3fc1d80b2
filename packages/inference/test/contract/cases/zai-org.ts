// Z.ai: OpenAI-compatible chat, images through an asynchronous job polled every 5 s (60 polls at most), and OCR
// (layout parsing). Every call carries `x-source-channel` and `accept-language`. Answers from Z.ai's API docs.
import { documented, documentedBytes } from "../answers.js";
import {
	blobOf,
	type ContractCase,
	chatArgs,
	chatBody,
	chatText,
	type ErrorContract,
	FLAT_IMAGE_FIELDS,
	generatedText,
	IMAGE_BASE64,
	IMAGE_BYTES,
	image,
	imageArgs,
	openAiChatAnswer,
	openAiChatStream,
	ROUTER,
} from "../case-kit.js";

const HOST = "https://api.z.ai";
const ZAI = `${ROUTER}/zai-org`;
const CHAT_MODEL = "glm-4.5";
const IMAGE_MODEL = "cogview-4-250304";
const JOB = "zai-contract-1";
const RESULT_PATH = `/api/paas/v4/async-result/${JOB}`;
const IMAGE_URL = "https://aigc-files.bigmodel.cn/contract/output.png";

/** Z.ai's error body: `{error: {code, message}}`. */
function zaiError(status: number, code: string, message: string): ErrorContract {
	return { answer: documented(status, { error: { code, message } }), status, message };
}

const imageJob = (status: string, extra: Record<string, unknown> = {}) =>
	documented(200, { model: IMAGE_MODEL, id: JOB, request_id: "req-contract-1", task_status: status, ...extra });

export const ZAI_ORG_CASES: ContractCase[] = [
	{
		provider: "zai-org",
		task: "conversational",
		providerModelId: CHAT_MODEL,
		args: chatArgs,
		urls: { router: `${ZAI}/api/paas/v4/chat/completions`, direct: `${HOST}/api/paas/v4/chat/completions` },
		body: chatBody(CHAT_MODEL),
		success: openAiChatAnswer(CHAT_MODEL, "Two."),
		check: chatText("Two."),
		error: zaiError(400, "1211", "Unknown Model, please check the model code."),
		stream: openAiChatStream(CHAT_MODEL, ["One plus", " one is", " two."]),
	},
	{
		provider: "zai-org",
		task: "text-to-image",
		providerModelId: IMAGE_MODEL,
		args: imageArgs,
		urls: {
			router: `${ZAI}/api/paas/v4/async/images/generations`,
			direct: `${HOST}/api/paas/v4/async/images/generations`,
		},
		body: { json: { ...FLAT_IMAGE_FIELDS, model: IMAGE_MODEL } },
		success: imageJob("PROCESSING"),
		followUps: [
			[RESULT_PATH, imageJob("SUCCESS", { image_result: [{ url: IMAGE_URL }] })],
			[IMAGE_URL, documentedBytes("image/png", IMAGE_BYTES)],
		],
		polls: true,
		check: blobOf("image/png", IMAGE_BYTES.length),
		urlOutput: /^https:\/\/aigc-files\.bigmodel\.cn\/contract\/output\.png$/,
		error: zaiError(400, "1214", "The prompt parameter is required."),
		failedJob: { followUps: [[RESULT_PATH, imageJob("FAIL")]], message: /Z\.ai job ended with status FAIL/ },
		pendingJob: {
			followUps: [[RESULT_PATH, imageJob("PROCESSING")]],
			statusUrls: { router: `${ZAI}${RESULT_PATH}`, direct: `${HOST}${RESULT_PATH}` },
			// The default 10-minute pollTimeout would allow 120 polls: Z.ai's own limit of 60 comes first.
			polls: 60,
		},
	},
	{
		provider: "zai-org",
		task: "image-to-text",
		providerModelId: "glm-ocr",
		args: () => ({ inputs: image() }),
		urls: { router: `${ZAI}/api/paas/v4/layout_parsing`, direct: `${HOST}/api/paas/v4/layout_parsing` },
		body: { json: { model: "glm-ocr", file: `data:image/png;base64,${IMAGE_BASE64}` } },
		success: documented(200, {
			id: "ocr-contract-1",
			created: 1_740_000_000,
			model: "GLM-OCR",
			md_results: "# Invoice\n\nTotal: 42 EUR",
			layout_details: [],
		}),
		check: generatedText("# Invoice\n\nTotal: 42 EUR"),
		error: zaiError(400, "1210", "The file parameter is invalid."),
	},
];
