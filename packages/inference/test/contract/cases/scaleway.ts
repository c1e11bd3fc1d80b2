// Scaleway Generative APIs (https://www.scaleway.com/en/developers/api/generative-apis): OpenAI-compatible chat,
// completions and embeddings; answers written from the OpenAI-compatible shapes it documents.
import { expect } from "vitest";
import { documented } from "../answers.js";
import {
	type ContractCase,
	openAiCompatibleChatCase,
	openAiCompatibleCompletionsCase,
	openAiError,
	ROUTER,
} from "../case-kit.js";

const HOST = "https://api.scaleway.ai";
const CHAT_MODEL = "llama-3.3-70b-instruct";
const COMPLETIONS_MODEL = "llama-3.1-8b-instruct";
const EMBEDDINGS_MODEL = "bge-multilingual-gemma2";
const NOT_FOUND = openAiError(404, "Model not found: unknown-model", "model_not_found");
const SENTENCE = "Today is a sunny day and I will get some ice cream.";

export const SCALEWAY_CASES: ContractCase[] = [
	openAiCompatibleChatCase("scaleway", CHAT_MODEL, HOST, "v1/chat/completions", NOT_FOUND),
	openAiCompatibleCompletionsCase("scaleway", COMPLETIONS_MODEL, HOST, "v1/completions", NOT_FOUND),
	{
		provider: "scaleway",
		task: "feature-extraction",
		providerModelId: EMBEDDINGS_MODEL,
		args: () => ({ inputs: SENTENCE }),
		urls: { router: `${ROUTER}/scaleway/v1/embeddings`, direct: `${HOST}/v1/embeddings` },
		// The OpenAI embeddings body alone: no hf `inputs` beside `input`.
		body: { json: { input: SENTENCE, model: EMBEDDINGS_MODEL } },
		success: documented(200, {
			object: "list",
			data: [{ object: "embedding", embedding: [0.0123, -0.0456, 0.0789], index: 0 }],
			model: EMBEDDINGS_MODEL,
			usage: { prompt_tokens: 13, total_tokens: 13 },
		}),
		check: (output) => expect(output).toEqual([[0.0123, -0.0456, 0.0789]]),
		error: NOT_FOUND,
	},
];
