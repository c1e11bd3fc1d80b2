// The provider contract, one case per (provider, task) pair the client declares: the URLs (router and direct),
// the body the provider's API expects, a success answer and the output it must give, an error answer and the
// typed error it must give, and (for streaming tasks) a stream. Everything expected is written out here, from
// the recordings or the providers' API documentation, never computed by the code under test. The providers
// added since 3.x have a file each under ./cases/.
import { expect } from "vitest";
import type { InferenceTask } from "../../src/types.js";
import { type Answer, documented, documentedBytes, recorded } from "./answers.js";
import {
	AUDIO_BASE64,
	AUDIO_BYTES,
	audio,
	blobOf,
	type ContractCase,
	chatArgs,
	chatBody,
	chatCase,
	chatText,
	chatTextGenerationBody,
	completionAnswer,
	completionsBody,
	completionsStream,
	type ErrorContract,
	type ExpectedBody,
	FLAT_IMAGE_FIELDS,
	fastApiMissing,
	HF,
	hfError,
	IMAGE_BASE64,
	IMAGE_BYTES,
	image,
	imageArgs,
	imageCase,
	openAiChatAnswer,
	openAiChatStream,
	openAiChunk,
	openAiError,
	ROUTER,
	type StreamContract,
	textGenerationArgs,
	textGenerationCase,
	tgiEvent,
	VIDEO_BYTES,
} from "./case-kit.js";
import { BASETEN_CASES } from "./cases/baseten.js";
import { DEEPINFRA_CASES } from "./cases/deepinfra.js";
import { falQueueCases } from "./cases/fal-ai-queue.js";
import { NOVITA_CASES } from "./cases/novita.js";
import { OVHCLOUD_CASES } from "./cases/ovhcloud.js";
import { PUBLICAI_CASES } from "./cases/publicai.js";
import { REPLICATE_CASES } from "./cases/replicate.js";
import { SCALEWAY_CASES } from "./cases/scaleway.js";
import { TOGETHER_CASES } from "./cases/together.js";
import { WAVESPEED_CASES } from "./cases/wavespeed.js";
import { ZAI_ORG_CASES } from "./cases/zai-org.js";

export type { ContractCase } from "./case-kit.js";

// ---- hf-inference: every task on the router, bodies as the serverless API takes them --------------------------

function hf(
	task: InferenceTask,
	providerModelId: string,
	args: () => Record<string, unknown>,
	body: ExpectedBody,
	check: (output: unknown) => void,
	options: {
		route?: string;
		success?: Answer;
		error?: ErrorContract;
		stream?: StreamContract;
		urlOutput?: RegExp;
	} = {},
): ContractCase {
	const url = `${HF}/${options.route ?? "models"}/${providerModelId}`;
	return {
		provider: "hf-inference",
		task,
		providerModelId,
		args,
		// hf-inference has no host of its own: a provider key goes through the router too.
		urls: { router: url, direct: url },
		body,
		success: options.success ?? recorded(url),
		check,
		error: options.error ?? hfError(providerModelId),
		...(options.stream === undefined ? {} : { stream: options.stream }),
		...(options.urlOutput === undefined ? {} : { urlOutput: options.urlOutput }),
	};
}

const HF_CHAT_MODEL = "mistralai/Mistral-7B-Instruct-v0.2";
const HF_CHAT_URL = `${HF}/models/${HF_CHAT_MODEL}/v1/chat/completions`;

const HF_CASES: ContractCase[] = [
	hf(
		"text-to-image",
		"stabilityai/stable-diffusion-2",
		imageArgs,
		{ json: { inputs: "a red fox", parameters: { width: 512, height: 512 } } },
		blobOf("image/jpeg"),
		// The recorder kept no image bytes: the data URL carries an empty payload.
		{ urlOutput: /^data:image\/jpeg;base64,$/ },
	),
	{
		provider: "hf-inference",
		task: "conversational",
		providerModelId: HF_CHAT_MODEL,
		args: chatArgs,
		urls: { router: HF_CHAT_URL, direct: HF_CHAT_URL },
		body: chatBody(HF_CHAT_MODEL),
		success: recorded(HF_CHAT_URL, { streaming: false }),
		check: chatText(" to two. One plus one is equal to two."),
		error: {
			answer: recorded(`${HF}/models/google/gemma-2b/v1/chat/completions`, { status: 422, streaming: false }),
			status: 422,
			message: "Template error: template not found",
		},
		stream: {
			answer: recorded(HF_CHAT_URL, { streaming: true }),
			chunks: 15,
			textEndsWith: " The answer to the equation 1 + 1 is 2.</s>",
			event: (text) => openAiChunk(HF_CHAT_MODEL, text),
		},
	},
	hf(
		"text-generation",
		"gpt2",
		textGenerationArgs,
		{ json: { inputs: "Paris is", parameters: { max_new_tokens: 10, temperature: 0 } } },
		(output) =>
			expect((output as { generated_text: string }).generated_text).toMatch(/^The answer to the universe is to get/),
		{
			stream: {
				answer: recorded(`${HF}/models/meta-llama/Llama-3.2-3B`, {
					streaming: true,
					requestIncludes: "Please answer",
				}),
				chunks: 50,
				textEndsWith: " 15. 16. 17",
				event: tgiEvent,
				generatedText:
					"Please answer the following question: complete one two and ____. 1. 2. 3. 4. 5. 6. 7. 8. 9. 10. 11. 12. 13. 14. 15. 16. 17",
			},
		},
	),
	hf(
		"text-classification",
		"distilbert-base-uncased-finetuned-sst-2-english",
		() => ({ inputs: "I like you. I love you." }),
		{ json: { inputs: "I like you. I love you." } },
		(output) =>
			expect(output).toEqual([
				{ label: "POSITIVE", score: 0.9998763799667358 },
				{ label: "NEGATIVE", score: 0.00012365408474579453 },
			]),
	),
	hf(
		"question-answering",
		"deepset/roberta-base-squad2",
		() => ({ inputs: { question: "What is the capital of France?", context: "The capital of France is Paris." } }),
		{ json: { inputs: { question: "What is the capital of France?", context: "The capital of France is Paris." } } },
		(output) => expect(output).toEqual({ score: 0.9703431725502014, start: 25, end: 30, answer: "Paris" }),
	),
	hf(
		"audio-classification",
		"superb/hubert-large-superb-er",
		() => ({ inputs: audio() }),
		{ bytes: AUDIO_BYTES },
		(output) =>
			expect(output).toEqual([
				{ score: 0.5927601456642151, label: "neu" },
				{ score: 0.20025669038295746, label: "hap" },
				{ score: 0.12795865535736084, label: "ang" },
				{ score: 0.07902450859546661, label: "sad" },
			]),
	),
	hf(
		"automatic-speech-recognition",
		"facebook/wav2vec2-large-960h-lv60-self",
		() => ({ inputs: audio() }),
		{ bytes: AUDIO_BYTES },
		(output) => expect((output as { text: string }).text).toMatch(/^GOING ALONG SLUSHY COUNTRY ROADS/),
	),
	hf(
		"fill-mask",
		"google-bert/bert-base-uncased",
		() => ({ inputs: "[MASK] world!" }),
		{ json: { inputs: "[MASK] world!" } },
		(output) =>
			expect((output as unknown[])[0]).toEqual({
				score: 0.2910905182361603,
				token: 1996,
				token_str: "the",
				sequence: "the world!",
			}),
		{
			error: {
				answer: recorded(`${HF}/models/this-model-does-not-exist-123`, { status: 404 }),
				status: 404,
				message: "Model this-model-does-not-exist-123 does not exist",
			},
		},
	),
	hf(
		"feature-extraction",
		"sentence-transformers/distilbert-base-nli-mean-tokens",
		() => ({ inputs: "That is a happy person" }),
		{ json: { inputs: "That is a happy person" } },
		(output) => expect((output as number[]).slice(0, 2)).toEqual([-0.14440986514091492, -0.21552105247974396]),
		{ route: "pipeline/feature-extraction" },
	),
	hf(
		"image-classification",
		"google/vit-base-patch16-224",
		() => ({ inputs: image() }),
		{ bytes: IMAGE_BYTES },
		(output) =>
			expect((output as unknown[])[0]).toEqual({
				score: 0.9981812238693237,
				label: "cheetah, chetah, Acinonyx jubatus",
			}),
	),
	hf(
		"image-segmentation",
		"facebook/detr-resnet-50-panoptic",
		() => ({ inputs: image() }),
		{ bytes: IMAGE_BYTES },
		(output) => expect((output as unknown[])[0]).toMatchObject({ score: 0.986684, label: "LABEL_199" }),
	),
	hf(
		"document-question-answering",
		"impira/layoutlm-document-qa",
		() => ({ inputs: { question: "Invoice number?", image: image() } }),
		{ json: { inputs: { question: "Invoice number?", image: IMAGE_BASE64 } } },
		(output) => expect(output).toEqual({ score: 0.6035408973693848, answer: "us-001", start: 16, end: 16 }),
	),
	hf(
		"image-to-text",
		"nlpconnect/vit-gpt2-image-captioning",
		() => ({ inputs: image() }),
		{ bytes: IMAGE_BYTES },
		(output) => expect(output).toEqual({ generated_text: "a large brown and white giraffe standing in a field " }),
	),
	hf(
		"object-detection",
		"facebook/detr-resnet-50",
		() => ({ inputs: image() }),
		{ bytes: IMAGE_BYTES },
		(output) =>
			expect((output as unknown[])[0]).toEqual({
				score: 0.9957962036132812,
				label: "cat",
				box: { xmin: 506, ymin: 233, xmax: 629, ymax: 405 },
			}),
	),
	hf(
		"audio-to-audio",
		"speechbrain/sepformer-wham",
		() => ({ inputs: audio() }),
		{ bytes: AUDIO_BYTES },
		(output) =>
			expect((output as unknown[])[0]).toMatchObject({ label: "label_0", blob: expect.stringMatching(/^ZkxhQw/) }),
	),
	hf(
		"zero-shot-image-classification",
		"openai/clip-vit-large-patch14-336",
		() => ({ inputs: image(), parameters: { candidate_labels: ["animal", "car", "toy"] } }),
		{ json: { inputs: { image: IMAGE_BASE64 }, parameters: { candidate_labels: ["animal", "car", "toy"] } } },
		(output) => expect((output as unknown[])[0]).toEqual({ score: 0.9644635915756226, label: "animal" }),
	),
	hf(
		"zero-shot-classification",
		"facebook/bart-large-mnli",
		() => ({ inputs: "I would like to get reimbursed!", parameters: { candidate_labels: ["refund", "faq", "legal"] } }),
		{
			json: { inputs: "I would like to get reimbursed!", parameters: { candidate_labels: ["refund", "faq", "legal"] } },
		},
		(output) => expect((output as unknown[])[0]).toEqual({ label: "refund", score: 0.8777875304222107 }),
	),
	hf(
		"image-to-image",
		"lllyasviel/sd-controlnet-canny",
		() => ({ inputs: image() }),
		{ bytes: IMAGE_BYTES },
		blobOf("image/jpeg"),
	),
	hf(
		"sentence-similarity",
		"sentence-transformers/paraphrase-xlm-r-multilingual-v1",
		() => ({ inputs: { source_sentence: "That is a happy person", sentences: ["That is a happy dog"] } }),
		{ json: { inputs: { source_sentence: "That is a happy person", sentences: ["That is a happy dog"] } } },
		(output) => expect(output).toEqual([0.6623499989509583, 0.9382343292236328, 0.2296334058046341]),
		{ route: "pipeline/sentence-similarity" },
	),
	hf(
		"table-question-answering",
		"google/tapas-base-finetuned-wtq",
		() => ({ inputs: { query: "How many stars?", table: { Repository: ["Transformers"], Stars: ["36542"] } } }),
		{ json: { inputs: { query: "How many stars?", table: { Repository: ["Transformers"], Stars: ["36542"] } } } },
		(output) =>
			expect(output).toEqual({
				answer: "AVERAGE > 36542",
				coordinates: [[0, 1]],
				cells: ["36542"],
				aggregator: "AVERAGE",
			}),
	),
	hf(
		"tabular-classification",
		"vvmnnnkv/wine-quality",
		() => ({ inputs: { data: { fixed_acidity: ["7.4", "7.8", "10.3"] } } }),
		{ json: { inputs: { data: { fixed_acidity: ["7.4", "7.8", "10.3"] } } } },
		(output) => expect(output).toEqual([5, 5, 7]),
	),
	hf(
		"text-to-speech",
		"espnet/kan-bayashi_ljspeech_vits",
		() => ({ inputs: "hello there!" }),
		{ json: { inputs: "hello there!" } },
		blobOf("audio/flac"),
	),
	hf(
		"token-classification",
		"dbmdz/bert-large-cased-finetuned-conll03-english",
		() => ({ inputs: "My name is Sarah Jessica Parker but you can call me Jessica" }),
		{ json: { inputs: "My name is Sarah Jessica Parker but you can call me Jessica" } },
		(output) =>
			expect((output as unknown[])[0]).toEqual({
				entity_group: "PER",
				score: 0.9991335868835449,
				word: "Sarah Jessica Parker",
				start: 11,
				end: 31,
			}),
	),
	hf(
		"translation",
		"t5-base",
		() => ({ inputs: "My name is Wolfgang and I live in Berlin" }),
		{ json: { inputs: "My name is Wolfgang and I live in Berlin" } },
		(output) => expect(output).toEqual({ translation_text: "Mein Name ist Wolfgang und ich lebe in Berlin" }),
	),
	hf(
		"summarization",
		"facebook/bart-large-cnn",
		() => ({ inputs: "The tower is 324 metres (1,063 ft) tall.", parameters: { max_length: 100 } }),
		{ json: { inputs: "The tower is 324 metres (1,063 ft) tall.", parameters: { max_length: 100 } } },
		(output) => expect((output as { summary_text: string }).summary_text).toMatch(/^The tower is 324 metres/),
	),
	hf(
		"visual-question-answering",
		"dandelin/vilt-b32-finetuned-vqa",
		() => ({ inputs: { question: "How many cats are lying down?", image: image() } }),
		{ json: { inputs: { question: "How many cats are lying down?", image: IMAGE_BASE64 } } },
		(output) => expect(output).toEqual({ score: 0.5166967511177063, answer: "2" }),
	),
	hf(
		"tabular-regression",
		"scikit-learn/Fish-Weight",
		() => ({ inputs: { data: { Height: ["11.52", "12.48", "12.3778"] } } }),
		{ json: { inputs: { data: { Height: ["11.52", "12.48", "12.3778"] } } } },
		(output) => expect(output).toEqual([270.5473526976245, 313.6843425638086, 328.3727133404402]),
	),
	hf(
		"text-to-audio",
		"facebook/musicgen-small",
		() => ({ inputs: "liquid drum and bass" }),
		{ json: { inputs: "liquid drum and bass" } },
		blobOf("audio/flac", AUDIO_BYTES.length),
		{ success: documentedBytes("audio/flac", AUDIO_BYTES) },
	),
];

// ---- OpenAI-compatible chat providers -------------------------------------------------------------------------

const recordedStream = (url: string, chunks: number, textEndsWith: string): StreamContract => ({
	answer: recorded(url, { streaming: true }),
	chunks,
	textEndsWith,
	event: (text) => openAiChunk("contract-model", text),
});

const TOGETHER_CHAT = "https://api.together.xyz/v1/chat/completions";
const CEREBRAS_CHAT = "https://api.cerebras.ai/v1/chat/completions";
const COHERE_CHAT = "https://api.cohere.com/compatibility/v1/chat/completions";
const FIREWORKS_CHAT = "https://api.fireworks.ai/inference/v1/chat/completions";
const NOVITA_CHAT = "https://api.novita.ai/v3/openai/chat/completions";
const HYPERBOLIC_CHAT = "https://api.hyperbolic.xyz/v1/chat/completions";
const NEBIUS_CHAT = "https://api.studio.nebius.ai/v1/chat/completions";
const SAMBANOVA_CHAT = "https://api.sambanova.ai/v1/chat/completions";
const OPENAI_CHAT = "https://api.openai.com/v1/chat/completions";

/** Hyperbolic's recorded validation error on its chat route (a body without `messages`). */
const HYPERBOLIC_CHAT_ERROR: ErrorContract = {
	answer: recorded(HYPERBOLIC_CHAT, { status: 422 }),
	status: 422,
	message: "body.messages: Field required",
};

const CHAT_CASES: ContractCase[] = [
	chatCase(
		"cerebras",
		"llama3.1-8b",
		"https://api.cerebras.ai",
		"v1/chat/completions",
		{ answer: recorded(CEREBRAS_CHAT, { streaming: false }), content: "two." },
		{
			answer: documented(404, {
				message: "Model llama3.1-9b does not exist or you do not have access to it.",
				type: "not_found_error",
				param: "model",
				code: "model_not_found",
			}),
			status: 404,
			message: "Model llama3.1-9b does not exist or you do not have access to it.",
		},
		// The recording was cut before its last event and `[DONE]`: the readable chunks all arrive.
		recordedStream(CEREBRAS_CHAT, 7, "This is a test."),
	),
	chatCase(
		"cohere",
		"command-r7b-12-2024",
		"https://api.cohere.com",
		"compatibility/v1/chat/completions",
		{ answer: recorded(COHERE_CHAT, { streaming: false }), content: "One plus one is equal to two." },
		{
			answer: documented(404, {
				id: "contract",
				message: "model 'command-x' not found, make sure the correct model ID was used",
			}),
			status: 404,
			message: "model 'command-x' not found, make sure the correct model ID was used",
		},
		recordedStream(COHERE_CHAT, 7, "This is a test."),
	),
	chatCase(
		"featherless-ai",
		"meta-llama/Meta-Llama-3.1-8B-Instruct",
		"https://api.featherless.ai",
		"v1/chat/completions",
		{ answer: openAiChatAnswer("meta-llama/Meta-Llama-3.1-8B-Instruct", "Two."), content: "Two." },
		openAiError(404, "The model `meta-llama/unknown` does not exist.", "model_not_found"),
		openAiChatStream("meta-llama/Meta-Llama-3.1-8B-Instruct", ["Tw", "o."]),
	),
	chatCase(
		"fireworks-ai",
		"accounts/fireworks/models/deepseek-r1",
		"https://api.fireworks.ai",
		"inference/v1/chat/completions",
		{
			answer: recorded(FIREWORKS_CHAT, { streaming: false }),
			content: /^<think>\n[\s\S]*<\/think>\n\nOne plus one is equal to \*\*two\*\*\./,
		},
		{
			answer: documented(404, {
				error: {
					object: "error",
					type: "invalid_request_error",
					message: "Model not found, inaccessible, and/or not deployed",
				},
			}),
			status: 404,
			message: "Model not found, inaccessible, and/or not deployed",
		},
		recordedStream(FIREWORKS_CHAT, 434, "This is a test. Let me know if you need anything else!"),
	),
	chatCase(
		"groq",
		"llama-3.3-70b-versatile",
		"https://api.groq.com",
		"openai/v1/chat/completions",
		{ answer: openAiChatAnswer("llama-3.3-70b-versatile", "Two."), content: "Two." },
		openAiError(404, "The model `llama-9` does not exist or you do not have access to it.", "model_not_found"),
		openAiChatStream("llama-3.3-70b-versatile", ["One plus one", " is two."]),
	),
	chatCase(
		"hyperbolic",
		"meta-llama/Llama-3.2-3B-Instruct",
		"https://api.hyperbolic.xyz",
		"v1/chat/completions",
		{ answer: recorded(HYPERBOLIC_CHAT, { streaming: false }), content: "...two." },
		HYPERBOLIC_CHAT_ERROR,
		recordedStream(HYPERBOLIC_CHAT, 3, "2"),
	),
	chatCase(
		"nebius",
		"meta-llama/Meta-Llama-3.1-8B-Instruct",
		"https://api.studio.nebius.ai",
		"v1/chat/completions",
		{ answer: recorded(NEBIUS_CHAT, { streaming: false }), content: "Two" },
		{
			answer: documented(404, { detail: "Model 'meta-llama/unknown' not found" }),
			status: 404,
			message: "Model 'meta-llama/unknown' not found",
		},
		recordedStream(NEBIUS_CHAT, 4, "2."),
	),
	chatCase(
		"novita",
		"meta-llama/llama-3.1-8b-instruct",
		"https://api.novita.ai",
		"v3/openai/chat/completions",
		{ answer: recorded(NOVITA_CHAT, { streaming: false }), content: "to two." },
		{
			answer: documented(404, { code: 404, reason: "MODEL_NOT_FOUND", message: "model not found", metadata: {} }),
			status: 404,
			message: "model not found",
		},
		recordedStream(NOVITA_CHAT, 7, "This is only a test"),
	),
	chatCase(
		"nscale",
		"meta-llama/Llama-3.1-8B-Instruct",
		"https://inference.api.nscale.com",
		"v1/chat/completions",
		{ answer: openAiChatAnswer("meta-llama/Llama-3.1-8B-Instruct", "Two."), content: "Two." },
		openAiError(404, "Model meta-llama/unknown not found", "model_not_found"),
		openAiChatStream("meta-llama/Llama-3.1-8B-Instruct", ["Two", "."]),
	),
	chatCase(
		"sambanova",
		"Meta-Llama-3.1-8B-Instruct",
		"https://api.sambanova.ai",
		"v1/chat/completions",
		{ answer: recorded(SAMBANOVA_CHAT, { streaming: false }), content: "two." },
		openAiError(404, "Model not found", "model_not_found"),
		recordedStream(SAMBANOVA_CHAT, 3, "2"),
	),
	chatCase(
		"together",
		"meta-llama/Llama-3.3-70B-Instruct-Turbo",
		"https://api.together.xyz",
		"v1/chat/completions",
		{ answer: recorded(TOGETHER_CHAT, { streaming: false }), content: "one plus one is equal to two." },
		openAiError(
			404,
			"Unable to access model meta-llama/unknown. Please visit https://api.together.ai/models to view the list of supported models.",
			"model_not_available",
		),
		recordedStream(TOGETHER_CHAT, 2, "2"),
	),
	{
		provider: "openai",
		task: "conversational",
		providerModelId: "gpt-3.5-turbo",
		model: "openai/gpt-3.5-turbo",
		args: chatArgs,
		urls: { direct: OPENAI_CHAT },
		body: chatBody("gpt-3.5-turbo"),
		success: recorded(OPENAI_CHAT, { streaming: false }),
		check: chatText("to two."),
		error: {
			answer: recorded(OPENAI_CHAT, { status: 400 }),
			status: 400,
			message: "you must provide a model parameter",
		},
		stream: recordedStream(OPENAI_CHAT, 3, "two"),
	},
];

// ---- text generation on third-party providers -------------------------------------------------------------------

const TEXT_GENERATION_CASES: ContractCase[] = [
	textGenerationCase(
		"featherless-ai",
		"mistralai/Mistral-7B-v0.1",
		"https://api.featherless.ai",
		"v1/completions",
		completionsBody("mistralai/Mistral-7B-v0.1"),
		{
			answer: completionAnswer("mistralai/Mistral-7B-v0.1", " the capital of France."),
			text: " the capital of France.",
		},
		openAiError(404, "The model `mistralai/unknown` does not exist.", "model_not_found"),
		completionsStream("mistralai/Mistral-7B-v0.1", [" the", " capital"]),
	),
	textGenerationCase(
		"groq",
		"llama-3.3-70b-versatile",
		"https://api.groq.com",
		"openai/v1/chat/completions",
		chatTextGenerationBody("llama-3.3-70b-versatile"),
		{ answer: openAiChatAnswer("llama-3.3-70b-versatile", " the capital of France."), text: " the capital of France." },
		openAiError(404, "The model `llama-9` does not exist or you do not have access to it.", "model_not_found"),
		openAiChatStream("llama-3.3-70b-versatile", [" the", " capital"], true),
	),
	textGenerationCase(
		"hyperbolic",
		"meta-llama/Meta-Llama-3.1-405B-Instruct",
		"https://api.hyperbolic.xyz",
		"v1/chat/completions",
		chatTextGenerationBody("meta-llama/Meta-Llama-3.1-405B-Instruct"),
		{
			answer: recorded(HYPERBOLIC_CHAT, { requestIncludes: '"max_tokens":10' }),
			text: "...the capital and most populous city of France,",
		},
		HYPERBOLIC_CHAT_ERROR,
		openAiChatStream("meta-llama/Meta-Llama-3.1-405B-Instruct", [" the", " capital"], true),
	),
	textGenerationCase(
		"nebius",
		"meta-llama/Meta-Llama-3.1-8B-Instruct",
		"https://api.studio.nebius.ai",
		"v1/completions",
		completionsBody("meta-llama/Meta-Llama-3.1-8B-Instruct"),
		{
			answer: completionAnswer("meta-llama/Meta-Llama-3.1-8B-Instruct", " the capital of France."),
			text: " the capital of France.",
		},
		{
			answer: documented(404, { detail: "Model 'meta-llama/unknown' not found" }),
			status: 404,
			message: "Model 'meta-llama/unknown' not found",
		},
		completionsStream("meta-llama/Meta-Llama-3.1-8B-Instruct", [" the", " capital"]),
	),
	textGenerationCase(
		"novita",
		"meta-llama/llama-3.1-8b-instruct",
		"https://api.novita.ai",
		"v3/openai/chat/completions",
		chatTextGenerationBody("meta-llama/llama-3.1-8b-instruct"),
		{
			answer: openAiChatAnswer("meta-llama/llama-3.1-8b-instruct", " the capital of France."),
			text: " the capital of France.",
		},
		{
			answer: documented(404, { code: 404, reason: "MODEL_NOT_FOUND", message: "model not found", metadata: {} }),
			status: 404,
			message: "model not found",
		},
		openAiChatStream("meta-llama/llama-3.1-8b-instruct", [" the", " capital"], true),
	),
	textGenerationCase(
		"together",
		"mistralai/Mixtral-8x7B-v0.1",
		"https://api.together.xyz",
		"v1/completions",
		completionsBody("mistralai/Mixtral-8x7B-v0.1"),
		{ answer: recorded("https://api.together.xyz/v1/completions"), text: " a city of love, and it’s also" },
		{
			answer: recorded("https://api.together.xyz/v1/completions", { status: 400 }),
			status: 400,
			message: "Invalid request",
		},
		completionsStream("mistralai/Mixtral-8x7B-v0.1", [" the", " capital"]),
	),
];

// ---- media providers ----------------------------------------------------------------------------------------------

const BFL_POLLING_URL = "https://api.us1.bfl.ai/v1/get_result?id=dd8b1c92-587b-428c-9095-d8c12a641160";
const FAL_REQUEST = "0a1b2c3d-contract";
const FAL_VIDEO_URL = "https://v3.fal.media/files/rabbit/contract-video.mp4";
const FAL_AUDIO_URL = "https://v3.fal.media/files/koala/contract-speech.mp3";
const REPLICATE_TTS_VERSION = "dfdf537ba482b029e0a761699e6f55e9162cfd159270bfe0e44857caa5f275a6";
const REPLICATE_VIDEO_URL =
	"https://replicate.delivery/xezq/kbgNy0QZ6bIFMJB84rMEuoD28JrnjyPfw5ZxUyaiMSkuuAEKA/output.mp4";

const MEDIA_CASES: ContractCase[] = [
	{
		...imageCase(
			"black-forest-labs",
			"flux-dev",
			"https://api.us1.bfl.ai",
			"v1/flux-dev",
			FLAT_IMAGE_FIELDS,
			recorded("https://api.us1.bfl.ai/v1/flux-dev"),
			// Polled: attempt 0 answers Pending, attempt 1 Ready with the sample URL, which is downloaded.
			blobOf("image/jpeg"),
			/^https:\/\/delivery-us1\.bfl\.ai\/results\/aa7ab8da64b946dca070d455854a0c3e\/sample\.jpeg\?/,
			fastApiMissing("prompt"),
		),
		followUps: [
			[`${BFL_POLLING_URL}&attempt=0`, recorded(`${BFL_POLLING_URL}&attempt=0`)],
			[`${BFL_POLLING_URL}&attempt=1`, recorded(`${BFL_POLLING_URL}&attempt=1`)],
		],
		polls: true,
	},
	imageCase(
		"hyperbolic",
		"SD2",
		"https://api.hyperbolic.xyz",
		"v1/images/generations",
		{ ...FLAT_IMAGE_FIELDS, model_name: "SD2" },
		recorded("https://api.hyperbolic.xyz/v1/images/generations"),
		blobOf("image/jpeg", 750),
		/^data:image\/jpeg;base64,iVBORw0KGgo/,
		{
			answer: recorded("https://api.hyperbolic.xyz/v1/images/generations", { status: 422 }),
			status: 422,
			message: "body.model_name: Field required",
		},
	),
	imageCase(
		"nebius",
		"black-forest-labs/flux-schnell",
		"https://api.studio.nebius.ai",
		"v1/images/generations",
		{ ...FLAT_IMAGE_FIELDS, response_format: "b64_json", model: "black-forest-labs/flux-schnell" },
		recorded("https://api.studio.nebius.ai/v1/images/generations"),
		blobOf("image/jpeg", 750),
		/^data:image\/jpeg;base64,UklGR/,
		{
			answer: documented(404, { detail: "Model 'black-forest-labs/unknown' not found" }),
			status: 404,
			message: "Model 'black-forest-labs/unknown' not found",
		},
	),
	imageCase(
		"nscale",
		"stabilityai/stable-diffusion-xl-base-1.0",
		"https://inference.api.nscale.com",
		"v1/images/generations",
		{ ...FLAT_IMAGE_FIELDS, response_format: "b64_json", model: "stabilityai/stable-diffusion-xl-base-1.0" },
		documented(200, { created: 1_740_000_000, data: [{ b64_json: IMAGE_BASE64 }] }),
		blobOf("image/jpeg", IMAGE_BYTES.length),
		/^data:image\/jpeg;base64,iVBORw==$/,
		openAiError(404, "Model stabilityai/unknown not found", "model_not_found"),
	),
	imageCase(
		"replicate",
		"black-forest-labs/flux-schnell",
		"https://api.replicate.com",
		"v1/models/black-forest-labs/flux-schnell/predictions",
		{ input: FLAT_IMAGE_FIELDS },
		recorded("https://api.replicate.com/v1/models/black-forest-labs/flux-schnell/predictions", { status: 201 }),
		(output) => expect(output).toBeInstanceOf(Blob),
		/^https:\/\/replicate\.delivery\/xezq\/iaRSRo5gfEw2dC4yO9F4uS2d2OJ2pcSxuf6mwOQyJGjUaBIUA\/out-0\.webp$/,
		{
			answer: recorded("https://api.replicate.com/v1/models/black-forest-labs/flux-schnell/predictions", {
				status: 422,
			}),
			status: 422,
			message: "- Additional property provider is not allowed",
		},
	),
	{
		...imageCase(
			"together",
			"stabilityai/stable-diffusion-xl-base-1.0",
			"https://api.together.xyz",
			"v1/images/generations",
			{
				...FLAT_IMAGE_FIELDS,
				// Together's images API calls TGI's `num_inference_steps` `steps`.
				steps: 4,
				response_format: "base64",
				model: "stabilityai/stable-diffusion-xl-base-1.0",
			},
			recorded("https://api.together.xyz/v1/images/generations"),
			blobOf("image/jpeg", 750),
			/^data:image\/jpeg;base64,\/9j\/4AAQ/,
			{
				answer: recorded("https://api.together.xyz/v1/images/generations", { status: 400 }),
				status: 400,
				message: "Invalid request",
			},
		),
		args: () => ({ inputs: "a red fox", parameters: { width: 512, height: 512, num_inference_steps: 4 } }),
	},
	{
		provider: "fal-ai",
		task: "text-to-speech",
		providerModelId: "fal-ai/kokoro/american-english",
		args: () => ({ inputs: "Hello there" }),
		urls: {
			router: `${ROUTER}/fal-ai/fal-ai/kokoro/american-english`,
			direct: "https://fal.run/fal-ai/kokoro/american-english",
		},
		body: { json: { text: "Hello there" } },
		success: documented(200, { audio: { url: FAL_AUDIO_URL, content_type: "audio/mpeg", file_size: 4 } }),
		followUps: [[FAL_AUDIO_URL, documentedBytes("audio/mpeg", AUDIO_BYTES)]],
		check: blobOf("audio/mpeg", AUDIO_BYTES.length),
		error: fastApiMissing("text"),
	},
	{
		provider: "fal-ai",
		task: "text-to-video",
		providerModelId: "fal-ai/ltx-video",
		args: () => ({ inputs: "A cat surfing", parameters: { num_frames: 16 } }),
		urls: {
			router: `${ROUTER}/fal-ai/fal-ai/ltx-video?_subdomain=queue`,
			direct: "https://queue.fal.run/fal-ai/ltx-video",
		},
		body: { json: { num_frames: 16, prompt: "A cat surfing" } },
		success: documented(200, {
			request_id: FAL_REQUEST,
			response_url: `https://queue.fal.run/fal-ai/ltx-video/requests/${FAL_REQUEST}`,
			status_url: `https://queue.fal.run/fal-ai/ltx-video/requests/${FAL_REQUEST}/status`,
			cancel_url: `https://queue.fal.run/fal-ai/ltx-video/requests/${FAL_REQUEST}/cancel`,
		}),
		// The status URL also contains the result path: it is listed first.
		followUps: [
			[`/requests/${FAL_REQUEST}/status`, documented(200, { status: "COMPLETED", request_id: FAL_REQUEST })],
			[
				`/requests/${FAL_REQUEST}`,
				documented(200, { video: { url: FAL_VIDEO_URL, content_type: "video/mp4" }, seed: 7 }),
			],
			[FAL_VIDEO_URL, documentedBytes("video/mp4", VIDEO_BYTES)],
		],
		polls: true,
		check: blobOf("video/mp4", VIDEO_BYTES.length),
		error: fastApiMissing("prompt"),
	},
	{
		provider: "fal-ai",
		task: "automatic-speech-recognition",
		providerModelId: "fal-ai/wizper",
		args: () => ({ inputs: audio() }),
		urls: { router: `${ROUTER}/fal-ai/fal-ai/wizper`, direct: "https://fal.run/fal-ai/wizper" },
		body: { json: { audio_url: `data:audio/wav;base64,${AUDIO_BASE64}` } },
		success: recorded("https://fal.run/fal-ai/wizper"),
		check: (output) =>
			expect((output as { text: string }).text).toBe(
				"He has grave doubts whether Sir Frederick Leighton's work is really Greek after all, and can discover in it but little of rocky Ithaca.",
			),
		error: {
			answer: recorded("https://fal.run/fal-ai/wizper", { status: 400 }),
			status: 400,
			message: "Unsupported data URL",
		},
	},
	{
		provider: "replicate",
		task: "text-to-speech",
		providerModelId: `jaaari/kokoro-82m:${REPLICATE_TTS_VERSION}`,
		args: () => ({ inputs: "Hello there" }),
		urls: { router: `${ROUTER}/replicate/v1/predictions`, direct: "https://api.replicate.com/v1/predictions" },
		body: { json: { input: { text: "Hello there" }, version: REPLICATE_TTS_VERSION } },
		success: recorded("https://api.replicate.com/v1/predictions", { status: 201, requestIncludes: '"text":"Kokoro' }),
		check: blobOf("audio/x-wav"),
		error: {
			answer: recorded("https://api.replicate.com/v1/predictions", { status: 422, requestIncludes: '"input":{}' }),
			status: 422,
			message: "- input: text is required",
		},
	},
	{
		provider: "replicate",
		task: "text-to-video",
		providerModelId: "tencent/hunyuan-video",
		args: () => ({ inputs: "A cat surfing", parameters: { num_frames: 16 } }),
		urls: {
			router: `${ROUTER}/replicate/v1/models/tencent/hunyuan-video/predictions`,
			direct: "https://api.replicate.com/v1/models/tencent/hunyuan-video/predictions",
		},
		body: { json: { input: { num_frames: 16, prompt: "A cat surfing" } } },
		// A finished prediction (`Prefer: wait`): `output` is the video URL, whose recorded download is replayed.
		success: documented(201, {
			id: "contract-prediction",
			model: "tencent/hunyuan-video",
			input: { prompt: "A cat surfing", num_frames: 16 },
			output: REPLICATE_VIDEO_URL,
			error: null,
			status: "succeeded",
		}),
		check: blobOf("video/mp4"),
		error: {
			answer: documented(
				422,
				{
					detail: "- input.num_frames: Must be greater than or equal to 19\n",
					status: 422,
					title: "Input validation failed",
				},
				"application/problem+json",
			),
			status: 422,
			message: "- input.num_frames: Must be greater than or equal to 19",
		},
	},
	{
		provider: "sambanova",
		task: "feature-extraction",
		providerModelId: "E5-Mistral-7B-Instruct",
		args: () => ({ inputs: "Today is a sunny day and I will get some ice cream." }),
		urls: { router: `${ROUTER}/sambanova/v1/embeddings`, direct: "https://api.sambanova.ai/v1/embeddings" },
		body: {
			json: {
				inputs: "Today is a sunny day and I will get some ice cream.",
				input: "Today is a sunny day and I will get some ice cream.",
				model: "E5-Mistral-7B-Instruct",
			},
		},
		success: recorded("https://api.sambanova.ai/v1/embeddings"),
		check: (output) => {
			const vectors = output as number[][];
			expect(vectors).toHaveLength(1);
			expect(vectors[0]).toHaveLength(4096);
			expect(vectors[0]?.[0]).toBe(0.002607916481792927);
		},
		error: openAiError(404, "Model not found", "model_not_found"),
	},
];

export const CONTRACT_CASES: readonly ContractCase[] = [
	...HF_CASES,
	...CHAT_CASES,
	...TEXT_GENERATION_CASES,
	...MEDIA_CASES,
	...falQueueCases(),
	...NOVITA_CASES,
	...TOGETHER_CASES,
	...REPLICATE_CASES,
	...WAVESPEED_CASES,
	...ZAI_ORG_CASES,
	...BASETEN_CASES,
	...DEEPINFRA_CASES,
	...OVHCLOUD_CASES,
	...PUBLICAI_CASES,
	...SCALEWAY_CASES,
];
