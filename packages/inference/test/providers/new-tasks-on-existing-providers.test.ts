// Together's and Replicate's tasks added since 3.x, beyond the one case each has in the provider contract: the
// body fields that depend on the model or on the input, refusals before any request, and the answer shapes of
// Replicate's speech recognition models and of verbose transcriptions.
import { afterEach, describe, expect, it, vi } from "vitest";
import { DataUrlOf } from "../../src/http/index.js";
import {
	automaticSpeechRecognition,
	clearProviderMappingCache,
	InferenceClientInputError,
	InferenceOutputError,
	imageToImage,
	request,
} from "../../src/index.js";
import { buildRequest } from "../../src/routing/index.js";
import type { InferenceProvider, InferenceTask } from "../../src/types.js";

afterEach(() => vi.restoreAllMocks());

const PNG = Uint8Array.of(0x89, 0x50);
const image = () => new Blob([PNG], { type: "image/png" });

function bodyOf(provider: InferenceProvider, task: InferenceTask, providerModelId: string, args: object) {
	return buildRequest({ task, args, provider, providerModelId, accessToken: "key" }).body as Record<string, unknown>;
}

/** The type of the file a `data:` URL leaf of the body will carry. */
function dataUrlType(value: unknown): string {
	expect(value).toBeInstanceOf(DataUrlOf);
	return (value as DataUrlOf).blob.type;
}

describe("together: fields that depend on the model", () => {
	it("image-to-image: FLUX.1 Kontext models get image_url, other models a reference_images list", () => {
		const args = { inputs: image(), parameters: { prompt: "snow" } };
		const kontext = bodyOf("together", "image-to-image", "black-forest-labs/FLUX.1-kontext-pro", args);
		expect(kontext["prompt"]).toBe("snow");
		expect(dataUrlType(kontext["image_url"])).toBe("image/png");
		expect(kontext["reference_images"]).toBeUndefined();

		const other = bodyOf("together", "image-to-image", "black-forest-labs/FLUX.2-dev", args);
		expect(other["image_url"]).toBeUndefined();
		expect(other["reference_images"]).toHaveLength(1);
		expect(dataUrlType((other["reference_images"] as unknown[])[0])).toBe("image/png");
	});

	it("image-to-image without a prompt sends an empty one; bytes without a type are sent as JPEG", () => {
		const body = bodyOf("together", "image-to-image", "google/flash-image-2.5", { inputs: PNG.buffer });
		expect(body["prompt"]).toBe("");
		expect(dataUrlType((body["reference_images"] as unknown[])[0])).toBe("image/jpeg");
	});

	it("text-to-speech: af_alloy only for Kokoro models, and never over the caller's voice", () => {
		expect(bodyOf("together", "text-to-speech", "hexgrad/Kokoro-82M", { inputs: "hi" })).toEqual({
			voice: "af_alloy",
			input: "hi",
			model: "hexgrad/Kokoro-82M",
		});
		const chosen = { inputs: "hi", parameters: { voice: "af_heart" } };
		expect(bodyOf("together", "text-to-speech", "hexgrad/Kokoro-82M", chosen)["voice"]).toBe("af_heart");
		expect(bodyOf("together", "text-to-speech", "cartesia/sonic-2", { inputs: "hi" })).toEqual({
			input: "hi",
			model: "cartesia/sonic-2",
		});
	});
});

describe("replicate: a file input", () => {
	it("image-to-image: the image, as a data: URL, in each field image models read", () => {
		const { input } = bodyOf("replicate", "image-to-image", "org/editor", {
			inputs: image(),
			parameters: { prompt: "snow" },
		}) as { input: Record<string, unknown> };
		expect(input["prompt"]).toBe("snow");
		for (const field of ["image", "input_image"]) expect(dataUrlType(input[field])).toBe("image/png");
		for (const field of ["images", "input_images"])
			expect(dataUrlType((input[field] as unknown[])[0])).toBe("image/png");
	});

	it("speech recognition: bytes without a type are sent as WAV", () => {
		const body = bodyOf("replicate", "automatic-speech-recognition", "org/whisper", { inputs: Uint8Array.of(1) });
		expect(dataUrlType((body["input"] as Record<string, unknown>)["audio"])).toBe("audio/wav");
	});
});

/** A fetch answering the hub's mapping of `test/model` to `providerId` on `provider`, and `answer` for any other call. */
function fakeNetwork(provider: InferenceProvider, task: InferenceTask, providerId: string, answer: () => Response) {
	const calls: string[] = [];
	const fetch = async (input: RequestInfo | URL) => {
		const url = String(input);
		calls.push(url);
		if (url.startsWith("https://huggingface.co/api/models/")) {
			return Response.json({ inferenceProviderMapping: [{ provider, providerId, status: "live", task }] });
		}
		return answer();
	};
	return { fetch, calls };
}

describe("a file input that is no file is refused before any request", () => {
	it.each([
		["together", "black-forest-labs/FLUX.2-dev", "image-to-image takes its image as a Blob (or bytes) in `inputs`."],
		["replicate", "org/editor", "This Replicate task takes its input as a Blob (or bytes) in `inputs`."],
	] as const)("%s image-to-image through request()", async (provider, providerId, message) => {
		clearProviderMappingCache();
		// request() warns once that it is deprecated.
		vi.spyOn(console, "warn").mockImplementation(() => {});
		const network = fakeNetwork(provider, "image-to-image", providerId, () => Response.json({}));
		const error = await request(
			{ model: "test/model", provider, inputs: "cat.png", parameters: { prompt: "snow" } },
			{ task: "image-to-image", fetch: network.fetch },
		).catch((caught: unknown) => caught);
		expect(error).toBeInstanceOf(InferenceClientInputError);
		expect((error as Error).message).toBe(message);
		expect(network.calls.filter((url) => !url.startsWith("https://huggingface.co/"))).toEqual([]);
	});
});

/** Replicate speech recognition against a finished prediction whose `output` is `output`. */
function transcribe(output: unknown) {
	clearProviderMappingCache();
	const network = fakeNetwork("replicate", "automatic-speech-recognition", "owner/whisper", () =>
		Response.json({ id: "p", status: "succeeded", output }, { status: 201 }),
	);
	return automaticSpeechRecognition(
		{ inputs: new Blob([Uint8Array.of(1)], { type: "audio/wav" }), model: "test/model", provider: "replicate" },
		{ fetch: network.fetch },
	);
}

describe("replicate speech recognition: the output shapes of common whisper models", () => {
	it.each([
		["a string", "hello there"],
		["strings to join (a streamed output)", ["hello", " there"]],
		["openai/whisper's {transcription}", { transcription: "hello there", segments: [], txt_file: null }],
		["incredibly-fast-whisper's {text, chunks}", { text: "hello there", chunks: [{ text: "hi", timestamp: [0, 1] }] }],
	])("%s -> {text}", async (_name, output) => {
		expect(await transcribe(output)).toEqual({ text: "hello there" });
	});

	it.each([
		["no text", { segments: [] }],
		["an empty list", []],
		["a list holding other than strings", ["hello", 1]],
	])("%s is an output error naming the task", async (_name, output) => {
		const error = await transcribe(output).catch((caught: unknown) => caught);
		expect(error).toBeInstanceOf(InferenceOutputError);
		expect((error as Error).message).toContain("Expected Replicate automatic-speech-recognition response format");
	});
});

describe("OpenAI-style transcriptions (together, deepinfra): verbose segments become the task's chunks", () => {
	function transcribeWith(answer: unknown) {
		clearProviderMappingCache();
		const network = fakeNetwork("together", "automatic-speech-recognition", "openai/whisper-large-v3", () =>
			Response.json(answer),
		);
		return automaticSpeechRecognition(
			{ inputs: new Blob([Uint8Array.of(1)], { type: "audio/wav" }), model: "test/model", provider: "together" },
			{ fetch: network.fetch },
		);
	}

	it("keeps the answer's fields and adds chunks from well-formed segments", async () => {
		const answer = { text: "a b", language: "en", segments: [{ id: 0, start: 0, end: 0.5, text: "a b" }] };
		expect(await transcribeWith(answer)).toEqual({ ...answer, chunks: [{ text: "a b", timestamp: [0, 0.5] }] });
	});

	it.each([
		["no segments", { text: "a b" }],
		["a segment without times", { text: "a b", segments: [{ id: 0, text: "a b" }] }],
	])("%s: the answer as received", async (_name, answer) => {
		expect(await transcribeWith(answer)).toEqual(answer);
	});
});

describe("image-to-image: the edited image", () => {
	it("together: the base64 answer as a JPEG Blob", async () => {
		clearProviderMappingCache();
		const network = fakeNetwork("together", "image-to-image", "black-forest-labs/FLUX.2-dev", () =>
			Response.json({ data: [{ index: 0, b64_json: "iVBORw==" }] }),
		);
		const edited = await imageToImage(
			{ model: "test/model", provider: "together", inputs: image(), parameters: { prompt: "snow" } },
			{ fetch: network.fetch },
		);
		expect(edited.type).toBe("image/jpeg");
		expect(new Uint8Array(await edited.arrayBuffer())).toEqual(Uint8Array.of(0x89, 0x50, 0x4e, 0x47));
	});

	it("together: an answer without the image is an output error naming the task", async () => {
		clearProviderMappingCache();
		const network = fakeNetwork("together", "image-to-image", "black-forest-labs/FLUX.2-dev", () =>
			Response.json({ data: [] }),
		);
		const error = await imageToImage(
			{ model: "test/model", provider: "together", inputs: image(), parameters: { prompt: "snow" } },
			{ fetch: network.fetch },
		).catch((caught: unknown) => caught);
		expect(error).toBeInstanceOf(InferenceOutputError);
		expect((error as Error).message).toContain("Expected Together image-to-image response format");
	});
});
