// How each recorded hf-inference exchange is reconstructed as a call of today's client: the task function
// from the URL route, the body's shape and a table keyed by model id; binary inputs from the real assets.
import { readFileSync } from "node:fs";
import {
	audioClassification,
	audioToAudio,
	automaticSpeechRecognition,
	chatCompletion,
	chatCompletionStream,
	documentQuestionAnswering,
	featureExtraction,
	fillMask,
	imageClassification,
	imageSegmentation,
	imageToImage,
	imageToText,
	objectDetection,
	questionAnswering,
	request,
	sentenceSimilarity,
	streamingRequest,
	summarization,
	tableQuestionAnswering,
	tabularClassification,
	tabularRegression,
	textClassification,
	textGeneration,
	textGenerationStream,
	textToImage,
	textToSpeech,
	tokenClassification,
	translation,
	visualQuestionAnswering,
	zeroShotClassification,
	zeroShotImageClassification,
} from "../../src/tasks/index.js";
import type { InferenceTask, Options } from "../../src/types.js";
import type { RecordedExchange } from "../support/recorded-fetch.js";

export const ROUTER_PREFIX = "https://router.huggingface.co/hf-inference/";
export const LEGACY_PROXY_PREFIX = "https://huggingface.co/api/inference-proxy/hf-inference/";

type Args = Record<string, unknown>;
type Runner = (args: Args, options: Options) => Promise<unknown>;

/** A task function as the replay calls it; streams are drained into an array of events. */
export interface TaskFunction {
	name: string;
	/** The task the fake hub mapping declares for the model (the mapping check needs it). */
	hubTask: InferenceTask;
	run: Runner;
}

function task<A>(
	name: string,
	hubTask: InferenceTask,
	fn: (args: A, options?: Options) => Promise<unknown>,
): TaskFunction {
	return { name, hubTask, run: (args, options) => fn(args as unknown as A, options) };
}

function streamingTask<A>(
	name: string,
	hubTask: InferenceTask,
	fn: (args: A, options?: Options) => AsyncGenerator<unknown>,
): TaskFunction {
	return { name, hubTask, run: (args, options) => collect(fn(args as unknown as A, options)) };
}

async function collect(events: AsyncGenerator<unknown>): Promise<unknown[]> {
	const collected: unknown[] = [];
	for await (const event of events) collected.push(event);
	return collected;
}

export const FUNCTIONS = {
	audioClassification: task("audioClassification", "audio-classification", audioClassification),
	audioToAudio: task("audioToAudio", "audio-to-audio", audioToAudio),
	automaticSpeechRecognition: task(
		"automaticSpeechRecognition",
		"automatic-speech-recognition",
		automaticSpeechRecognition,
	),
	chatCompletion: task("chatCompletion", "conversational", chatCompletion),
	chatCompletionStream: streamingTask("chatCompletionStream", "conversational", chatCompletionStream),
	documentQuestionAnswering: task(
		"documentQuestionAnswering",
		"document-question-answering",
		documentQuestionAnswering,
	),
	featureExtraction: task("featureExtraction", "feature-extraction", featureExtraction),
	fillMask: task("fillMask", "fill-mask", fillMask),
	imageClassification: task("imageClassification", "image-classification", imageClassification),
	imageSegmentation: task("imageSegmentation", "image-segmentation", imageSegmentation),
	imageToImage: task("imageToImage", "image-to-image", imageToImage),
	imageToText: task("imageToText", "image-to-text", imageToText),
	objectDetection: task("objectDetection", "object-detection", objectDetection),
	questionAnswering: task("questionAnswering", "question-answering", questionAnswering),
	// No task: the generic hf-inference route `models/{id}`, as 3.x request() without options.task.
	request: task("request", "text-generation", (args: Parameters<typeof request>[0], options) => request(args, options)),
	sentenceSimilarity: task("sentenceSimilarity", "sentence-similarity", sentenceSimilarity),
	streamingRequest: streamingTask(
		"streamingRequest",
		"text-generation",
		(args: Parameters<typeof streamingRequest>[0], options) => streamingRequest(args, options),
	),
	summarization: task("summarization", "summarization", summarization),
	tableQuestionAnswering: task("tableQuestionAnswering", "table-question-answering", tableQuestionAnswering),
	tabularClassification: task("tabularClassification", "tabular-classification", tabularClassification),
	tabularRegression: task("tabularRegression", "tabular-regression", tabularRegression),
	textClassification: task("textClassification", "text-classification", textClassification),
	textGeneration: task("textGeneration", "text-generation", textGeneration),
	textGenerationStream: streamingTask("textGenerationStream", "text-generation", textGenerationStream),
	textToImage: task("textToImage", "text-to-image", (args: Parameters<typeof textToImage>[0], options) =>
		textToImage(args, options),
	),
	textToSpeech: task("textToSpeech", "text-to-speech", textToSpeech),
	tokenClassification: task("tokenClassification", "token-classification", tokenClassification),
	translation: task("translation", "translation", translation),
	visualQuestionAnswering: task("visualQuestionAnswering", "visual-question-answering", visualQuestionAnswering),
	zeroShotClassification: task("zeroShotClassification", "zero-shot-classification", zeroShotClassification),
	zeroShotImageClassification: task(
		"zeroShotImageClassification",
		"zero-shot-image-classification",
		zeroShotImageClassification,
	),
} satisfies Record<string, TaskFunction>;

type FunctionName = keyof typeof FUNCTIONS;

/** The real test assets of the reference client (binary request bodies were not recorded). */
export function asset(name: string, type: string): Blob {
	const bytes = readFileSync(new URL(`../../../../../shared/data/assets/${name}`, import.meta.url));
	return new Blob([bytes], { type });
}

const cats = () => asset("cats.png", "image/png");
const cheetah = () => asset("cheetah.png", "image/png");
const invoice = () => asset("invoice.png", "image/png");
const speech = () => asset("sample1.flac", "audio/flac");

/** Calls whose body was not recorded (binary, or JSON over 1,000 characters): the arguments, from the assets. */
const BINARY_INPUT_CALLS: Record<string, { fn: FunctionName; args: () => Args; guess?: string }> = {
	"google/vit-base-patch16-224": { fn: "imageClassification", args: () => ({ data: cheetah() }) },
	"facebook/wav2vec2-large-960h-lv60-self": { fn: "automaticSpeechRecognition", args: () => ({ data: speech() }) },
	"superb/hubert-large-superb-er": { fn: "audioClassification", args: () => ({ data: speech() }) },
	"speechbrain/sepformer-wham": { fn: "audioToAudio", args: () => ({ data: speech() }) },
	"facebook/detr-resnet-50": { fn: "objectDetection", args: () => ({ data: cats() }) },
	"facebook/detr-resnet-50-panoptic": { fn: "imageSegmentation", args: () => ({ data: cats() }) },
	"nlpconnect/vit-gpt2-image-captioning": { fn: "imageToText", args: () => ({ data: cheetah() }) },
	"impira/layoutlm-document-qa": {
		fn: "documentQuestionAnswering",
		args: () => ({ inputs: { question: "Invoice number?", image: invoice() } }),
	},
	"naver-clova-ix/donut-base-finetuned-docvqa": {
		fn: "documentQuestionAnswering",
		args: () => ({ inputs: { question: "Invoice number?", image: invoice() } }),
	},
	"dandelin/vilt-b32-finetuned-vqa": {
		fn: "visualQuestionAnswering",
		args: () => ({ inputs: { question: "How many cats are lying down?", image: cats() } }),
	},
	"openai/clip-vit-large-patch14-336": {
		fn: "zeroShotImageClassification",
		args: () => ({ inputs: cheetah(), parameters: { candidate_labels: ["animal", "toy", "car"] } }),
	},
	"lllyasviel/sd-controlnet-canny": {
		fn: "imageToImage",
		args: () => ({ inputs: asset("bird_canny.png", "image/png") }),
	},
	"lllyasviel/sd-controlnet-depth": {
		fn: "imageToImage",
		args: () => ({
			inputs: asset("stormtrooper_depth.png", "image/png"),
			parameters: { prompt: "elmo's lecture", num_inference_steps: 25 },
		}),
	},
	"stabilityai/stable-diffusion-2": {
		fn: "imageToImage",
		args: () => ({ inputs: asset("stormtrooper_depth.png", "image/png"), parameters: { prompt: "elmo's lecture" } }),
		guess:
			"body not recorded (JSON over 1,000 characters): reconstructed as imageToImage with parameters, the only call on this model whose JSON body is that long",
	},
};

/** Calls with a recorded JSON body on `models/{id}`: the task function per model id. */
const JSON_BODY_CALLS: Record<string, FunctionName> = {
	"distilbert-base-uncased-finetuned-sst-2-english": "textClassification",
	"distilbert/distilbert-base-uncased-finetuned-sst-2-english": "textClassification",
	"this-model-does-not-exist-123": "fillMask",
	"this-model/does-not-exist-123": "fillMask",
	"google/tapas-base-finetuned-wtq": "tableQuestionAnswering",
	gpt2: "textGeneration",
	"openai-community/gpt2": "textGeneration",
	"google/flan-t5-xxl": "textGeneration",
	"meta-llama/Llama-2-7b-hf": "textGeneration",
	"meta-llama/Llama-3.2-3B": "textGeneration",
	"OpenAssistant/oasst-sft-4-pythia-12b-epoch-3.5": "textGeneration",
	"google-bert/bert-base-uncased": "fillMask",
	"bert-base-uncased": "fillMask",
	"distilbert-base-uncased": "fillMask",
	"dbmdz/bert-large-cased-finetuned-conll03-english": "tokenClassification",
	"deepset/roberta-base-squad2": "questionAnswering",
	"t5-base": "translation",
	"google-t5/t5-base": "translation",
	// The conversational pipeline of 2023 (past_user_inputs...): no task function, 3.x callers used request().
	"microsoft/DialoGPT-large": "request",
	"facebook/bart-large-mnli": "zeroShotClassification",
	"facebook/bart-large-cnn": "summarization",
	"google/pegasus-xsum": "summarization",
	"sentence-transformers/paraphrase-xlm-r-multilingual-v1": "featureExtraction",
	"sentence-transformers/distilbert-base-nli-mean-tokens": "featureExtraction",
	"facebook/bart-base": "featureExtraction",
	"espnet/kan-bayashi_ljspeech_vits": "textToSpeech",
	"scikit-learn/Fish-Weight": "tabularRegression",
	"vvmnnnkv/wine-quality": "tabularClassification",
	"stabilityai/stable-diffusion-2": "textToImage",
};

/** The streaming twin of each function whose recorded body says `stream: true`. */
const STREAMING: Partial<Record<FunctionName, FunctionName>> = {
	textGeneration: "textGenerationStream",
	chatCompletion: "chatCompletionStream",
	request: "streamingRequest",
};

export interface ReplayCase {
	exchange: RecordedExchange;
	modelId: string;
	/** The URL today's client must call: older proxy URLs are compared against today's router URL. */
	expectedUrl: string;
	fn: TaskFunction;
	args: Args;
	/** How the call reaches the recorded route, when it is not the task function's own route. */
	via:
		| "task route"
		| "endpointUrl (older models/{id} route)"
		| "request() (chat body on models/{id})"
		| "request() (2023 conversational pipeline)";
	guess?: string;
}

/** Keys only older client generations put into bodies; removed from both sides when comparing. */
export function normaliseBody(body: unknown, modelId: string, chatRoute: boolean): unknown {
	if (body === null || typeof body !== "object" || Array.isArray(body)) return body;
	return Object.fromEntries(
		Object.entries(body).filter(([key, value]) => {
			// `options: {}`, `{wait_for_model}`, `{chatCompletion}`: the 2.x options object, sent in the body.
			if (key === "options") return false;
			// `model`: TGI's placeholder "tgi", or the id already in the URL (3.0-3.3 sent it for every task).
			if (key === "model") return chatRoute && value !== "tgi" && value !== modelId;
			return true;
		}),
	);
}

export function parseRoute(url: string): { route: string; modelId: string; kind: "chat" | "pipeline" | "models" } {
	const route = url.replace(LEGACY_PROXY_PREFIX, "").replace(ROUTER_PREFIX, "");
	if (route.endsWith("/v1/chat/completions")) {
		return { route, kind: "chat", modelId: route.slice("models/".length, -"/v1/chat/completions".length) };
	}
	const pipeline = /^pipeline\/[^/]+\/(.+)$/.exec(route);
	if (pipeline?.[1]) return { route, kind: "pipeline", modelId: pipeline[1] };
	return { route, kind: "models", modelId: route.slice("models/".length) };
}

export function isHfInferenceExchange(exchange: RecordedExchange): boolean {
	return exchange.url.startsWith(ROUTER_PREFIX) || exchange.url.startsWith(LEGACY_PROXY_PREFIX);
}

/** Today's call for one recorded exchange. */
export function reconstruct(exchange: RecordedExchange): ReplayCase {
	const { route, kind, modelId } = parseRoute(exchange.url);
	const expectedUrl = ROUTER_PREFIX + route;
	const base = { exchange, modelId, expectedUrl };
	if (exchange.init.body === undefined) {
		const call = BINARY_INPUT_CALLS[modelId];
		if (!call) throw new Error(`No binary-input call known for ${modelId}`);
		return {
			...base,
			fn: FUNCTIONS[call.fn],
			args: { model: modelId, ...call.args() },
			via: "task route",
			...(call.guess ? { guess: call.guess } : {}),
		};
	}
	const body = JSON.parse(exchange.init.body) as Args;
	const { stream, ...payload } = normaliseBody(body, modelId, kind === "chat") as Args;
	const streamed = (name: FunctionName): TaskFunction => FUNCTIONS[(stream === true && STREAMING[name]) || name];
	if (kind === "chat")
		return { ...base, fn: streamed("chatCompletion"), args: { ...payload, model: modelId }, via: "task route" };
	if (kind === "pipeline") {
		const fn = route.startsWith("pipeline/sentence-similarity/")
			? FUNCTIONS.sentenceSimilarity
			: FUNCTIONS.featureExtraction;
		return { ...base, fn, args: { ...payload, model: modelId }, via: "task route" };
	}
	if ("messages" in body || body["model"] === "tgi") {
		return {
			...base,
			fn: streamed("request"),
			args: { ...payload, model: modelId },
			via: "request() (chat body on models/{id})",
		};
	}
	const name = JSON_BODY_CALLS[modelId];
	if (!name) throw new Error(`No task function known for ${modelId}`);
	const inputs = payload["inputs"];
	const isSimilarity = typeof inputs === "object" && inputs !== null && "source_sentence" in inputs;
	const fn = isSimilarity ? FUNCTIONS.sentenceSimilarity : streamed(name);
	if (fn === FUNCTIONS.featureExtraction || fn === FUNCTIONS.sentenceSimilarity) {
		// Older clients posted these two tasks to models/{id}; today's post to pipeline/{task}/{id}. A caller
		// reaches the older route by giving it as the endpoint, which is what the replay does.
		return {
			...base,
			fn,
			args: { ...payload, endpointUrl: expectedUrl },
			via: "endpointUrl (older models/{id} route)",
		};
	}
	const via = name === "request" ? "request() (2023 conversational pipeline)" : "task route";
	return { ...base, fn, args: { ...payload, model: modelId }, via };
}
