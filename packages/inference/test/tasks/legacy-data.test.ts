// The 3.x call form `data: <bytes>`: raw bytes to APIs that take them (hf-inference), and the provider's own
// body builder everywhere else (fal-ai speech recognition sends JSON `{audio_url: "data:..."}`).
import { readFileSync } from "node:fs";
import { beforeEach, describe, expect, it } from "vitest";
import { InferenceClientInputError } from "../../src/errors/index.js";
import { clearProviderMappingCache } from "../../src/routing/index.js";
import { automaticSpeechRecognition } from "../../src/tasks/index.js";
import { createFakeFetch, jsonResponse } from "../routing/fake-network.js";

const wavBytes = new Uint8Array(
	readFileSync(new URL("../../../../../shared/data/assets/sample2.wav", import.meta.url)),
);
const MODEL = "openai/whisper-large-v3";

function falNetwork() {
	return createFakeFetch((url) => {
		if (url.includes("/api/models/")) {
			return jsonResponse({
				inferenceProviderMapping: {
					"fal-ai": { providerId: "fal-ai/whisper", status: "live", task: "automatic-speech-recognition" },
					"hf-inference": { providerId: MODEL, status: "live", task: "automatic-speech-recognition" },
				},
			});
		}
		return jsonResponse({ text: "he has grave doubts" });
	});
}

describe("legacy data bytes", () => {
	beforeEach(() => clearProviderMappingCache());

	it("fal-ai speech recognition sends data: blob as JSON {audio_url: data URL}, not raw bytes", async () => {
		const network = falNetwork();
		const data = new Blob([wavBytes], { type: "audio/wav" });
		const output = await automaticSpeechRecognition(
			{ model: MODEL, provider: "fal-ai", data, accessToken: "fal-key-123456" },
			{ fetch: network.fetch },
		);
		expect(output.text).toBe("he has grave doubts");
		const post = network.calls.find((call) => call.method === "POST");
		expect(post?.url).toBe("https://fal.run/fal-ai/whisper");
		expect(post?.headers["content-type"]).toBe("application/json");
		const body = JSON.parse(String(post?.body)) as Record<string, unknown>;
		expect(Object.keys(body)).toEqual(["audio_url"]);
		const expectedBase64 = Buffer.from(wavBytes).toString("base64");
		expect(body["audio_url"]).toBe(`data:audio/wav;base64,${expectedBase64}`);
	});

	it("fal-ai refuses data of a type it does not decode, and bytes without a type, with no provider call", async () => {
		for (const data of [new Blob([wavBytes], { type: "audio/flac" }), wavBytes.buffer, new Blob([wavBytes])]) {
			const network = falNetwork();
			const error = await automaticSpeechRecognition(
				{ model: MODEL, provider: "fal-ai", data, accessToken: "fal-key-123456" },
				{ fetch: network.fetch },
			).catch((caught: unknown) => caught);
			expect(error).toBeInstanceOf(InferenceClientInputError);
			expect((error as Error).message).toMatch(/audio\/flac|content-type/);
			expect(network.calls.filter((call) => call.method === "POST")).toEqual([]);
		}
	});

	it("hf-inference still gets data as the raw body (3.x behaviour)", async () => {
		const network = falNetwork();
		const data = new Blob([wavBytes], { type: "audio/wav" });
		await automaticSpeechRecognition({ model: MODEL, provider: "hf-inference", data }, { fetch: network.fetch });
		const post = network.calls.find((call) => call.method === "POST");
		expect(post?.body).toBe(data);
	});
});
