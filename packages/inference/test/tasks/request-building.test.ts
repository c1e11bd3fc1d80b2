// What each kind of task argument becomes on the wire: raw bytes (Blob or legacy `data`), or JSON with the
// image as base64 (computed here with Node's Buffer, independently of the browser-safe encoder under test).
import { readFileSync } from "node:fs";
import { beforeEach, describe, expect, it } from "vitest";
import { clearProviderMappingCache } from "../../src/routing/index.js";
import {
	automaticSpeechRecognition,
	documentQuestionAnswering,
	imageClassification,
	imageToImage,
	textToImage,
	visualQuestionAnswering,
	type ZeroShotImageClassificationArgs,
	zeroShotImageClassification,
} from "../../src/tasks/index.js";
import { binaryAnswer, fakeHfInference, jsonAnswer, posts } from "./fake-hf-inference.js";

const ROUTER = "https://router.huggingface.co/hf-inference";
const assetBytes = (name: string) =>
	readFileSync(new URL(`../../../../../shared/data/assets/${name}`, import.meta.url));
const assetBlob = (name: string) => new Blob([assetBytes(name)], { type: "image/png" });
const base64Of = (name: string) => assetBytes(name).toString("base64");

function contentType(headers: Record<string, string>): string | undefined {
	return Object.entries(headers).find(([name]) => name.toLowerCase() === "content-type")?.[1];
}

describe("task arguments -> request", () => {
	beforeEach(() => {
		clearProviderMappingCache();
	});

	it("sends an `inputs` Blob as the raw body, without a JSON content type", async () => {
		const network = fakeHfInference("image-classification", jsonAnswer([{ label: "cheetah", score: 1 }]));
		await imageClassification(
			{ model: "google/vit-base-patch16-224", inputs: assetBlob("cheetah.png") },
			{ fetch: network.fetch },
		);
		const [sent] = posts(network);
		expect(sent?.url).toBe(`${ROUTER}/models/google/vit-base-patch16-224`);
		const body = sent?.body;
		expect(body).toBeInstanceOf(Blob);
		expect(Buffer.from(await (body as Blob).arrayBuffer()).equals(assetBytes("cheetah.png"))).toBe(true);
		expect(contentType(sent?.headers ?? {})).toBeUndefined();
	});

	it("sends legacy `data` (an ArrayBuffer) as the raw body", async () => {
		const bytes = new Uint8Array(assetBytes("sample1.flac")).buffer;
		const network = fakeHfInference("automatic-speech-recognition", jsonAnswer({ text: "GOING ALONG" }));
		const result = await automaticSpeechRecognition(
			{ model: "facebook/wav2vec2-large-960h-lv60-self", data: bytes },
			{ fetch: network.fetch },
		);
		expect(result).toEqual({ text: "GOING ALONG" });
		expect(posts(network)[0]?.body).toBe(bytes);
	});

	it("visual question answering sends JSON with the image as base64", async () => {
		const network = fakeHfInference("visual-question-answering", jsonAnswer([{ answer: "2", score: 0.5 }]));
		await visualQuestionAnswering(
			{
				model: "dandelin/vilt-b32-finetuned-vqa",
				inputs: { question: "How many cats?", image: assetBlob("cats.png") },
			},
			{ fetch: network.fetch },
		);
		const [sent] = posts(network);
		expect(sent?.body).toEqual({ inputs: { question: "How many cats?", image: base64Of("cats.png") } });
		expect(contentType(sent?.headers ?? {})).toBe("application/json");
	});

	it("document question answering sends JSON with the image as base64, parameters kept", async () => {
		const network = fakeHfInference("document-question-answering", jsonAnswer([{ answer: "us-001" }]));
		await documentQuestionAnswering(
			{
				model: "impira/layoutlm-document-qa",
				inputs: { question: "Invoice number?", image: assetBlob("invoice.png") },
				parameters: { top_k: 1 },
			},
			{ fetch: network.fetch },
		);
		expect(posts(network)[0]?.body).toEqual({
			inputs: { question: "Invoice number?", image: base64Of("invoice.png") },
			parameters: { top_k: 1 },
		});
	});

	it("zero-shot image classification sends `inputs.image` as base64, from a Blob or the legacy {image} form", async () => {
		const parameters = { candidate_labels: ["animal", "toy"] };
		const model = "openai/clip-vit-large-patch14-336";
		const calls: ZeroShotImageClassificationArgs[] = [
			{ model, inputs: assetBlob("cheetah.png"), parameters },
			{ model, inputs: { image: assetBlob("cheetah.png") }, parameters },
		];
		const bodies: unknown[] = [];
		for (const args of calls) {
			const network = fakeHfInference("zero-shot-image-classification", jsonAnswer([{ label: "animal", score: 0.96 }]));
			await zeroShotImageClassification(args, { fetch: network.fetch });
			bodies.push(posts(network)[0]?.body);
		}
		const expected = {
			inputs: { image: base64Of("cheetah.png") },
			parameters: { candidate_labels: ["animal", "toy"] },
		};
		expect(bodies).toEqual([expected, expected]);
	});

	it("imageToImage with parameters sends JSON {inputs: base64, parameters}", async () => {
		const network = fakeHfInference("image-to-image", binaryAnswer("image/jpeg"));
		await imageToImage(
			{
				model: "lllyasviel/sd-controlnet-depth",
				inputs: assetBlob("stormtrooper_depth.png"),
				parameters: { prompt: "elmo's lecture" },
			},
			{ fetch: network.fetch },
		);
		expect(posts(network)[0]?.body).toEqual({
			inputs: base64Of("stormtrooper_depth.png"),
			parameters: { prompt: "elmo's lecture" },
		});
	});

	it("textToImage with outputType url returns a data: URL for an image answer", async () => {
		const network = fakeHfInference("text-to-image", binaryAnswer("image/jpeg"));
		const url = await textToImage(
			{ model: "stabilityai/stable-diffusion-2", inputs: "a tortoise" },
			{ fetch: network.fetch, outputType: "url" },
		);
		expect(url).toBe(`data:image/jpeg;base64,${Buffer.from([1, 2, 3]).toString("base64")}`);
		expect(posts(network)[0]?.body).toEqual({ inputs: "a tortoise" });
	});
});
