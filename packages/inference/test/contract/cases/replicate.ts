// Replicate's tasks since 3.x: speech recognition and image-to-image, both through the prediction API with
// `Prefer: wait`. Its 3.x tasks' cases are in ../contract-cases.ts. Written from Replicate's API reference and
// the models' documented outputs.
import { expect } from "vitest";
import { documented, documentedBytes } from "../answers.js";
import {
	AUDIO_BASE64,
	audio,
	blobOf,
	type ContractCase,
	type ErrorContract,
	IMAGE_BASE64,
	IMAGE_BYTES,
	image,
	ROUTER,
} from "../case-kit.js";

const HOST = "https://api.replicate.com";
const WHISPER_VERSION = "8099696689d249cf8b122d833c36ac3f75505c666a395ca40ef26f68e7d3d16e";
const KONTEXT_MODEL = "black-forest-labs/flux-kontext-dev";
const EDITED_IMAGE_URL = "https://replicate.delivery/xezq/contract-edit/output.webp";
const IMAGE_DATA_URL = `data:image/png;base64,${IMAGE_BASE64}`;

/** Replicate's documented validation error (`application/problem+json`, the message in `detail`). */
function validationError(detail: string): ErrorContract {
	return {
		answer: documented(
			422,
			{ detail: `${detail}\n`, status: 422, title: "Input validation failed" },
			"application/problem+json",
		),
		status: 422,
		message: detail,
	};
}

export const REPLICATE_CASES: ContractCase[] = [
	{
		provider: "replicate",
		task: "automatic-speech-recognition",
		providerModelId: `openai/whisper:${WHISPER_VERSION}`,
		args: () => ({ inputs: audio() }),
		urls: { router: `${ROUTER}/replicate/v1/predictions`, direct: `${HOST}/v1/predictions` },
		body: { json: { input: { audio: `data:audio/wav;base64,${AUDIO_BASE64}` }, version: WHISPER_VERSION } },
		// openai/whisper's output: the text in `transcription`, beside segments and optional files.
		success: documented(201, {
			id: "contract-prediction",
			model: "openai/whisper",
			version: WHISPER_VERSION,
			output: {
				transcription: " Hello there.",
				segments: [{ id: 0, start: 0, end: 1.2, text: " Hello there." }],
				detected_language: "english",
				translation: null,
				txt_file: null,
				srt_file: null,
			},
			error: null,
			status: "succeeded",
		}),
		check: (output) => expect(output).toEqual({ text: " Hello there." }),
		error: validationError("- input.audio: Does not match format 'uri'"),
	},
	{
		provider: "replicate",
		task: "image-to-image",
		providerModelId: KONTEXT_MODEL,
		args: () => ({ inputs: image(), parameters: { prompt: "Make it snowy" } }),
		urls: {
			router: `${ROUTER}/replicate/v1/models/${KONTEXT_MODEL}/predictions`,
			direct: `${HOST}/v1/models/${KONTEXT_MODEL}/predictions`,
		},
		// Models name their image input differently: every usual field carries it.
		body: {
			json: {
				input: {
					prompt: "Make it snowy",
					image: IMAGE_DATA_URL,
					input_image: IMAGE_DATA_URL,
					images: [IMAGE_DATA_URL],
					input_images: [IMAGE_DATA_URL],
				},
			},
		},
		success: documented(201, {
			id: "contract-prediction",
			model: KONTEXT_MODEL,
			output: EDITED_IMAGE_URL,
			error: null,
			status: "succeeded",
		}),
		followUps: [[EDITED_IMAGE_URL, documentedBytes("image/webp", IMAGE_BYTES)]],
		check: blobOf("image/webp", IMAGE_BYTES.length),
		error: validationError("- input: prompt is required"),
	},
];
