// Inputs a named provider cannot take are refused before any network call, the hub lookup included: fal-ai's
// speech recognition decodes only some audio types (3.x checked them before any request too); WaveSpeed's
// image-and-text models are edit endpoints, which need an image.
import { describe, expect, it, vi } from "vitest";
import { InferenceClientInputError } from "../../src/errors/index.js";
import { automaticSpeechRecognition, imageTextToImage, imageTextToVideo } from "../../src/index.js";

const FAL_KEY = "fal-input-check-key-123";
const HF_TOKEN = "hf_inputCheckToken456";

/** A fetch that must never be called: every case here is refused before the network. */
const forbiddenFetch = () =>
	vi.fn<typeof globalThis.fetch>(async () => {
		throw new Error("fetch must not be called");
	});

async function refusal(call: (fetch: typeof globalThis.fetch) => Promise<unknown>): Promise<Error> {
	const fetch = forbiddenFetch();
	const error = await call(fetch).catch((caught: unknown) => caught);
	expect(fetch).not.toHaveBeenCalled();
	expect(error).toBeInstanceOf(InferenceClientInputError);
	return error as Error;
}

describe("fal-ai speech recognition checks its audio before any request", () => {
	it.each([
		["a fal key", FAL_KEY],
		["a hub token", HF_TOKEN],
	])("refuses FLAC, naming the types fal decodes (called with %s)", async (_how, accessToken) => {
		const error = await refusal((fetch) =>
			automaticSpeechRecognition(
				{
					model: "openai/whisper-large-v3",
					provider: "fal-ai",
					accessToken,
					inputs: new Blob(["x"], { type: "audio/flac" }),
				},
				{ fetch },
			),
		);
		expect(error.message).toBe(
			"Provider fal-ai does not support blob type audio/flac - supported content types are: audio/mpeg, audio/mp4, audio/wav, audio/x-wav",
		);
	});

	it("refuses audio without a content type, the legacy `data` bytes included", async () => {
		const message =
			"Unable to determine the input's content-type. Make sure your are passing a Blob when using provider fal-ai.";
		for (const audio of [{ inputs: new Blob(["x"]) }, { data: new Uint8Array([1, 2, 3]) }]) {
			const error = await refusal((fetch) =>
				automaticSpeechRecognition(
					{ model: "openai/whisper-large-v3", provider: "fal-ai", accessToken: FAL_KEY, ...audio } as never,
					{ fetch },
				),
			);
			expect(error.message).toBe(message);
		}
	});
});

describe("WaveSpeed image-and-text tasks need an image (its edit endpoints refuse a call without one)", () => {
	const message =
		"WaveSpeed's image tasks edit an image: give it in `inputs` (a Blob or bytes), or give image URLs in `parameters.images`.";

	it.each([
		["imageTextToImage", imageTextToImage],
		["imageTextToVideo", imageTextToVideo],
	] as const)(
		"%s with only a prompt: refused before any request, saying how to give the image",
		async (_name, call) => {
			for (const accessToken of ["wavespeed-input-check-key", HF_TOKEN]) {
				const error = await refusal((fetch) =>
					call(
						{ model: "org/edit-model", provider: "wavespeed", accessToken, parameters: { prompt: "a fox" } },
						{ fetch },
					),
				);
				expect(error.message).toBe(message);
			}
		},
	);
});
