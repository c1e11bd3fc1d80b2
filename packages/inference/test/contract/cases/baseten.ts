// Baseten's Model APIs: OpenAI chat completions (https://docs.baseten.co, "Model APIs"); answers written from the
// OpenAI-compatible shapes it documents.
import { type ContractCase, openAiCompatibleChatCase, openAiError } from "../case-kit.js";

const MODEL = "deepseek-ai/DeepSeek-V3-0324";
const NOT_FOUND = openAiError(404, "Model deepseek-ai/unknown not found", "model_not_found");

export const BASETEN_CASES: ContractCase[] = [
	openAiCompatibleChatCase("baseten", MODEL, "https://inference.baseten.co", "v1/chat/completions", NOT_FOUND),
];
