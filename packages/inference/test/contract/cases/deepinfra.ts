// DeepInfra's OpenAI-compatible API under `v1/openai/` (https://deepinfra.com/docs/advanced/openai_api): chat,
// completions, embeddings, images, speech and transcriptions; answers written from the shapes it documents.
import { expect } from "vitest";
import { documented, documentedBytes } from "../answers.js";
import {
	AUDIO_BYTES,
	audio,
	blobOf,
	type ContractCase,
	FLAT_IMAGE_FIELDS,
	IMAGE_BASE64,
	IMAGE_BYTES,
	imageCase,
	openAiCompatibleChatCase,
	openAiCompatibleCompletionsCase,
	openAiError,
	ROUTER,
} from "../case-kit.js";

const HOST = "https://api.deepinfra.com";
const API = "v1/openai";
const LLM = "meta-llama/Meta-Llama-3.1-8B-Instruct";
const EMBEDDINGS_MODEL = "BAAI/bge-large-en-v1.5";
const IMAGE_MODEL = "black-forest-labs/FLUX-1-schnell";
const SPEECH_MODEL = "hexgrad/Kokoro-82M";
const WHISPER = "openai/whisper-large-v3-turbo";
const NOT_FOUND = openAiError(404, "The model `unknown/model` does not exist", "model_not_found");
const SENTENCE = "Today is a sunny day and I will get some ice cream.";
const TRANSCRIPT = "He has grave doubts whether Sir Frederick Leighton's work is really Greek after all.";

const urls = (route: string) => ({ router: `${ROUTER}/deepinfra/${API}/${route}`, direct: `${HOST}/${API}/${route}` });

export const DEEPINFRA_CASES: ContractCase[] = [
	openAiCompatibleChatCase("deepinfra", LLM, HOST, `${API}/chat/completions`, NOT_FOUND),
	openAiCompatibleCompletionsCase("deepinfra", LLM, HOST, `${API}/completions`, NOT_FOUND),
	{
		provider: "deepinfra",
		task: "feature-extraction",
		providerModelId: EMBEDDINGS_MODEL,
		args: () => ({ inputs: SENTENCE }),
		urls: urls("embeddings"),
		body: { json: { input: SENTENCE, model: EMBEDDINGS_MODEL } },
		success: documented(200, {
			object: "list",
			data: [{ object: "embedding", embedding: [0.25, -0.5], index: 0 }],
			model: EMBEDDINGS_MODEL,
			usage: { prompt_tokens: 13, total_tokens: 13 },
		}),
		check: (output) => expect(output).toEqual([[0.25, -0.5]]),
		error: NOT_FOUND,
	},
	imageCase(
		"deepinfra",
		IMAGE_MODEL,
		HOST,
		`${API}/images/generations`,
		{ ...FLAT_IMAGE_FIELDS, response_format: "b64_json", model: IMAGE_MODEL },
		documented(200, { created: 1_740_000_000, data: [{ b64_json: IMAGE_BASE64 }] }),
		blobOf("image/jpeg", IMAGE_BYTES.length),
		/^data:image\/jpeg;base64,iVBORw==$/,
		NOT_FOUND,
	),
	{
		provider: "deepinfra",
		task: "text-to-speech",
		providerModelId: SPEECH_MODEL,
		args: () => ({ inputs: "Hello there", parameters: { voice: "af_bella" } }),
		urls: urls("audio/speech"),
		body: { json: { voice: "af_bella", input: "Hello there", model: SPEECH_MODEL } },
		// The answer is the audio itself.
		success: documentedBytes("audio/mpeg", AUDIO_BYTES),
		check: blobOf("audio/mpeg", AUDIO_BYTES.length),
		error: NOT_FOUND,
	},
	{
		provider: "deepinfra",
		task: "automatic-speech-recognition",
		providerModelId: WHISPER,
		args: () => ({ inputs: audio(), parameters: { language: "en", temperature: 0 } }),
		urls: urls("audio/transcriptions"),
		// A multipart upload: the audio as a file part, the model and the parameters as text fields.
		body: {
			form: {
				language: "en",
				temperature: "0",
				file: { fileName: "audio.wav", type: "audio/wav", bytes: AUDIO_BYTES },
				model: WHISPER,
			},
		},
		success: documented(200, {
			text: TRANSCRIPT,
			segments: [{ id: 0, start: 0, end: 4.2, text: TRANSCRIPT }],
			language: "en",
		}),
		check: (output) => expect(output).toMatchObject({ text: TRANSCRIPT, language: "en" }),
		error: NOT_FOUND,
	},
];
