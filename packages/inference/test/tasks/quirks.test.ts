// The quirks of 3.9.2 the task functions fix or keep (QUIRKS.md names these tests).
import type { TranslationOutput } from "@modelyard/tasks";
import { beforeEach, describe, expect, expectTypeOf, it } from "vitest";
import { InferenceOutputError } from "../../src/errors/index.js";
import { clearProviderMappingCache } from "../../src/routing/index.js";
import { chatCompletion, imageToImage, translation, zeroShotClassification } from "../../src/tasks/index.js";
import { recordedExchanges, recordedResponse } from "../support/recorded-fetch.js";
import { binaryAnswer, fakeHfInference, jsonAnswer, posts } from "./fake-hf-inference.js";

const image = () => new Blob([new Uint8Array([137, 80, 78, 71])], { type: "image/png" });

describe("task function quirks", () => {
	beforeEach(() => {
		clearProviderMappingCache();
	});

	it("zeroShotClassification returns the declared Array<{label, score}> for both answer shapes", async () => {
		const args = {
			model: "facebook/bart-large-mnli",
			inputs: "refund?",
			parameters: { candidate_labels: ["refund", "faq"] },
		};
		const legacy = [{ sequence: "refund?", labels: ["refund", "faq"], scores: [0.88, 0.12] }];
		const current = [
			{ label: "refund", score: 0.88 },
			{ label: "faq", score: 0.12 },
		];
		for (const answer of [legacy, current]) {
			const { fetch } = fakeHfInference("zero-shot-classification", jsonAnswer(answer));
			await expect(zeroShotClassification(args, { fetch })).resolves.toEqual(current);
		}
	});

	it("translation returns one object for one result and an array for several (kept from 3.x)", async () => {
		const one = [{ translation_text: "Mein Name ist Wolfgang" }];
		const two = [...one, { translation_text: "Ich arbeite als Programmierer" }];
		const single = fakeHfInference("translation", jsonAnswer(one));
		await expect(
			translation({ model: "t5-base", inputs: "My name is Wolfgang" }, { fetch: single.fetch }),
		).resolves.toEqual(one[0]);
		const several = fakeHfInference("translation", jsonAnswer(two));
		await expect(
			translation(
				{ model: "t5-base", inputs: ["My name is Wolfgang", "I work as programmer"] },
				{ fetch: several.fetch },
			),
		).resolves.toEqual(two);
		// The types say the same (checked by tsc): one text gives one object, a list gives either.
		expectTypeOf(translation).toBeCallableWith({ inputs: "x" });
		expectTypeOf<ReturnType<typeof translation>>().toEqualTypeOf<Promise<TranslationOutput>>();
	});

	it("imageToImage without parameters keeps the caller's endpointUrl", async () => {
		const network = fakeHfInference("image-to-image", binaryAnswer("image/jpeg"));
		const endpointUrl = "https://my-endpoint.example.com/models/lllyasviel/sd-controlnet-canny";
		await imageToImage({ endpointUrl, inputs: image() }, { fetch: network.fetch });
		// No hub lookup and no default model: one request, to the endpoint, with the raw image.
		expect(network.requests).toHaveLength(1);
		expect(network.requests[0]?.url).toBe(endpointUrl);
		expect(network.requests[0]?.body).toBeInstanceOf(Blob);
	});

	it("imageToImage without parameters keeps the caller's model and provider", async () => {
		const network = fakeHfInference("image-to-image", binaryAnswer("image/jpeg"));
		await imageToImage(
			{ model: "lllyasviel/sd-controlnet-canny", provider: "hf-inference", inputs: image() },
			{ fetch: network.fetch },
		);
		expect(network.requests.map((request) => request.url)).toEqual([
			"https://huggingface.co/api/models/lllyasviel/sd-controlnet-canny?expand[]=inferenceProviderMapping",
			"https://router.huggingface.co/hf-inference/models/lllyasviel/sd-controlnet-canny",
		]);
		expect(posts(network)[0]?.body).toBeInstanceOf(Blob);
	});

	it("chatCompletion checks hf-inference answers too, and every recorded hf-inference chat answer passes", async () => {
		const broken = fakeHfInference("conversational", jsonAnswer({ choices: [{ message: { content: "2" } }] }));
		const call = chatCompletion(
			{ model: "m/chat", messages: [{ role: "user", content: "1+1" }] },
			{ fetch: broken.fetch },
		);
		await expect(call).rejects.toThrow(InferenceOutputError);

		const recordedChats = recordedExchanges().filter(
			(exchange) =>
				exchange.url.includes("/hf-inference/") &&
				exchange.url.endsWith("/v1/chat/completions") &&
				exchange.response.status === 200 &&
				exchange.response.headers["content-type"] === "application/json",
		);
		expect(recordedChats.length).toBeGreaterThanOrEqual(10);
		for (const exchange of recordedChats) {
			clearProviderMappingCache();
			const { fetch } = fakeHfInference("conversational", () => recordedResponse(exchange));
			const output = await chatCompletion({ model: "m/chat", messages: [{ role: "user", content: "1+1" }] }, { fetch });
			expect(output.choices[0]?.message.content).toEqual(expect.any(String));
		}
	});
});
