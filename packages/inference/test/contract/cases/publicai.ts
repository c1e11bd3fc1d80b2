// Public AI's inference utility: OpenAI chat completions; answers written from the OpenAI-compatible shapes.
import { type ContractCase, chatCase, openAiChatAnswer, openAiChatStream, openAiError } from "../case-kit.js";

const MODEL = "swiss-ai/apertus-8b-instruct";

export const PUBLICAI_CASES: ContractCase[] = [
	chatCase(
		"publicai",
		MODEL,
		"https://api.publicai.co",
		"v1/chat/completions",
		{ answer: openAiChatAnswer(MODEL, "Two."), content: "Two." },
		openAiError(404, "The model `swiss-ai/unknown` does not exist.", "model_not_found"),
		openAiChatStream(MODEL, ["Tw", "o."]),
	),
];
