// OVHcloud AI Endpoints: the unified OpenAI-compatible endpoint (chat and completions); answers written from the
// OpenAI-compatible shapes its catalogue pages document.
import {
	type ContractCase,
	openAiCompatibleChatCase,
	openAiCompatibleCompletionsCase,
	openAiError,
} from "../case-kit.js";

const HOST = "https://oai.endpoints.kepler.ai.cloud.ovh.net";
const CHAT_MODEL = "Meta-Llama-3_3-70B-Instruct";
const COMPLETIONS_MODEL = "Mistral-7B-Instruct-v0.3";
const NOT_FOUND = openAiError(404, "The model `Unknown-Model` does not exist.", "model_not_found");

export const OVHCLOUD_CASES: ContractCase[] = [
	openAiCompatibleChatCase("ovhcloud", CHAT_MODEL, HOST, "v1/chat/completions", NOT_FOUND),
	openAiCompatibleCompletionsCase("ovhcloud", COMPLETIONS_MODEL, HOST, "v1/completions", NOT_FOUND),
];
