// Compile-time check: the type names 3.x exported (reference §1.1) are exported here too.
import type * as Api from "@modelyard/inference";
import { beforeEach, describe, expect, it } from "vitest";
import { HfInference, InferenceClient, InferenceClientEndpoint } from "../src/client.js";
import * as inference from "../src/index.js";
import { clearProviderMappingCache } from "../src/routing/index.js";
import { fakeHub, isHubCall } from "./routing/fake-network.js";

/** The 32 task functions of @huggingface/inference 3.9.2 (reference §1.1), and 4 of 4.x. */
const TASK_FUNCTION_NAMES = (
	"audioClassification, audioToAudio, automaticSpeechRecognition, chatCompletion, chatCompletionStream, " +
	"documentQuestionAnswering, featureExtraction, fillMask, imageClassification, imageSegmentation, imageToImage, " +
	"imageTextToImage, imageTextToVideo, imageToText, imageToVideo, textToAudio, objectDetection, questionAnswering, request, sentenceSimilarity, streamingRequest, summarization, " +
	"tableQuestionAnswering, tabularClassification, tabularRegression, textClassification, textGeneration, " +
	"textGenerationStream, textToImage, textToSpeech, textToVideo, tokenClassification, translation, " +
	"visualQuestionAnswering, zeroShotClassification, zeroShotImageClassification"
).split(", ");

const CLASSIFICATION_MAPPING = {
	"hf-inference": { providerId: "org/classifier", status: "live", task: "text-classification" },
};
const classifierAnswer = () =>
	new Response(JSON.stringify([[{ label: "POSITIVE", score: 0.9 }]]), {
		headers: { "content-type": "application/json" },
	});

beforeEach(() => clearProviderMappingCache());

/** Uses every imported type name, so a missing export fails the typecheck. */
export type ThreeXTypeNames = [
	Api.AudioClassificationArgs,
	Api.AudioToAudioArgs,
	Api.AudioToAudioOutput,
	Api.AudioToAudioOutputElem,
	Api.AuthMethod,
	Api.AutomaticSpeechRecognitionArgs,
	Api.BaseArgs,
	Api.BodyParams,
	Api.DocumentQuestionAnsweringArgs,
	Api.FeatureExtractionArgs,
	Api.FeatureExtractionOutput,
	Api.FillMaskArgs,
	Api.HeaderParams,
	Api.ImageClassificationArgs,
	Api.ImageSegmentationArgs,
	Api.ImageToImageArgs,
	Api.ImageToTextArgs,
	Api.InferenceProvider,
	Api.InferenceTask,
	Api.ModelId,
	Api.ObjectDetectionArgs,
	Api.Options,
	Api.QuestionAnsweringArgs,
	Api.RequestArgs,
	Api.SentenceSimilarityArgs,
	Api.SummarizationArgs,
	Api.TableQuestionAnsweringArgs,
	Api.TabularClassificationArgs,
	Api.TabularClassificationOutput,
	Api.TabularRegressionArgs,
	Api.TabularRegressionOutput,
	Api.TextClassificationArgs,
	Api.TextGenerationInput,
	Api.TextGenerationOutput,
	Api.TextGenerationStreamBestOfSequence,
	Api.TextGenerationStreamDetails,
	Api.TextGenerationStreamFinishReason,
	Api.TextGenerationStreamOutput,
	Api.TextGenerationStreamPrefillToken,
	Api.TextGenerationStreamToken,
	Api.TextToImageArgs,
	Api.TextToVideoArgs,
	Api.TextToVideoOutput,
	Api.TokenClassificationArgs,
	Api.TranslationArgs,
	Api.UrlParams,
	Api.VisualQuestionAnsweringArgs,
	Api.ZeroShotClassificationArgs,
	Api.ZeroShotImageClassificationArgs,
];

describe("InferenceClient", () => {
	it("has one own, non-enumerable method per task function (36)", () => {
		const client = new InferenceClient("hf_token");
		expect(new Set(TASK_FUNCTION_NAMES).size).toBe(36);
		for (const name of TASK_FUNCTION_NAMES) {
			const descriptor = Object.getOwnPropertyDescriptor(client, name);
			expect(typeof descriptor?.value).toBe("function");
			expect(descriptor?.enumerable).toBe(false);
		}
		expect(Object.keys(client)).toEqual([]);
		expect(Object.getOwnPropertyNames(client).sort()).toEqual([...TASK_FUNCTION_NAMES].sort());
	});

	it("never exposes its token in keys, JSON or inspection", () => {
		const client = new InferenceClient("hf_very_secret");
		expect(JSON.stringify(client)).not.toContain("hf_very_secret");
		expect(Object.values(client).join()).not.toContain("hf_very_secret");
	});

	it("the client token replaces a per-call accessToken (3.x behaviour, kept)", async () => {
		const hub = fakeHub({ mapping: CLASSIFICATION_MAPPING, providerAnswer: classifierAnswer });
		const client = new InferenceClient("hf_client", { fetch: hub.fetch });
		const args = { model: "org/classifier", inputs: "I like it", accessToken: "hf_per_call" };
		// The method's args type has no accessToken (the client injects it); a JS caller may still pass one.
		await client.textClassification(args);
		const providerCall = hub.calls.find((call) => !isHubCall(call));
		expect(providerCall?.headers["authorization"]).toBe("Bearer hf_client");
	});

	it("per-call options win over the client's default options", async () => {
		const defaults = fakeHub({ mapping: CLASSIFICATION_MAPPING, providerAnswer: classifierAnswer });
		const perCall = fakeHub({ mapping: CLASSIFICATION_MAPPING, providerAnswer: classifierAnswer });
		const client = new InferenceClient("hf_client", { fetch: defaults.fetch, billTo: "org-a" });
		await client.textClassification({ model: "org/classifier", inputs: "x" }, { fetch: perCall.fetch });
		expect(defaults.calls).toHaveLength(0);
		const providerCall = perCall.calls.find((call) => !isHubCall(call));
		expect(providerCall?.headers["x-hf-bill-to"]).toBe("org-a");
	});

	it("returns what the task function returns", async () => {
		const hub = fakeHub({ mapping: CLASSIFICATION_MAPPING, providerAnswer: classifierAnswer });
		const client = new InferenceClient("", { fetch: hub.fetch });
		await expect(client.textClassification({ model: "org/classifier", inputs: "x" })).resolves.toEqual([
			{ label: "POSITIVE", score: 0.9 },
		]);
	});

	it("endpoint(url): an InferenceClientEndpoint calling that URL with the client's token and options", async () => {
		const hub = fakeHub({ providerAnswer: classifierAnswer });
		const endpoint = new InferenceClient("hf_client", { fetch: hub.fetch }).endpoint("https://my.endpoint/classify");
		expect(endpoint).toBeInstanceOf(InferenceClientEndpoint);
		expect(endpoint).not.toBeInstanceOf(InferenceClient);
		expect("endpoint" in endpoint).toBe(false);
		await endpoint.textClassification({ inputs: "x" });
		expect(hub.calls).toHaveLength(1);
		expect(hub.calls[0]?.url).toBe("https://my.endpoint/classify");
		expect(hub.calls[0]?.headers["authorization"]).toBe("Bearer hf_client");
	});
});

describe("InferenceClientEndpoint", () => {
	it("injects the endpoint URL into every call", async () => {
		const hub = fakeHub({ providerAnswer: classifierAnswer });
		const endpoint = new InferenceClientEndpoint("https://my.endpoint/a", "", { fetch: hub.fetch });
		await endpoint.textClassification({ inputs: "x" });
		expect(hub.calls[0]?.url).toBe("https://my.endpoint/a");
		expect(hub.calls[0]?.headers).not.toHaveProperty("authorization");
		for (const name of TASK_FUNCTION_NAMES) {
			expect(Object.getOwnPropertyDescriptor(endpoint, name)?.enumerable).toBe(false);
		}
	});
});

describe("HfInference", () => {
	it("is the 3.x name of InferenceClient", () => {
		const client = new HfInference("hf_x");
		expect(client).toBeInstanceOf(InferenceClient);
		expect(typeof client.chatCompletion).toBe("function");
	});
});

describe("package exports", () => {
	it("has the 38 runtime exports of 3.x", () => {
		const runtime = inference as Record<string, unknown>;
		for (const name of [...TASK_FUNCTION_NAMES, "InferenceClient", "InferenceClientEndpoint", "HfInference"]) {
			expect(typeof runtime[name], name).toBe("function");
		}
		expect(new inference.InferenceOutputError("Expected Blob")).toBeInstanceOf(TypeError);
		// 3.x's 16 providers, and the seven added since (baseten, deepinfra, ovhcloud, publicai, scaleway, wavespeed, zai-org).
		expect(inference.INFERENCE_PROVIDERS).toHaveLength(23);
		expect([...inference.INFERENCE_PROVIDERS].sort()).toEqual([...inference.INFERENCE_PROVIDERS]);
		expect(typeof inference.snippets.getInferenceSnippets).toBe("function");
	});

	it("adds the typed errors, cache control and URL constants", () => {
		expect(new inference.InferenceClientRoutingError("x")).toBeInstanceOf(inference.InferenceClientError);
		expect(typeof inference.clearProviderMappingCache).toBe("function");
		expect(inference.HF_HUB_URL).toBe("https://huggingface.co");
		expect(inference.HF_ROUTER_URL).toBe("https://router.huggingface.co");
		expect(inference.HF_HEADER_X_BILL_TO).toBe("X-HF-Bill-To");
	});
});
