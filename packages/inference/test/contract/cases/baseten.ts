// Baseten's Model APIs: OpenAI chat completions (https://docs.baseten.co, "Model APIs"); answers written from the
// OpenAI-compatible shapes it documents.
import { type ContractCase, chatCase, openAiChatAnswer, openAiChatStream, openAiError } from "../case-kit.js";

const MODEL = "deepseek-ai/DeepSeek-V3-0324";

export const BASETEN_CASES: ContractCase[] = [
	chatCase(
		"baseten",
		MODEL,
		"https://inference.baseten.co",
		"v1/chat/completions",
		{ answer: openAiChatAnswer(MODEL, "Two."), content: "Two." },
		openAiError(404, "Model deepseek-ai/unknown not found", "model_not_found"),
		openAiChatStream(MODEL, ["One plus one", " is two."]),
	),
];
