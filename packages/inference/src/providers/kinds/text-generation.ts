import type { TaskHandler } from "./definition.js";
import { openAiSamplingFields, readPath } from "./payload.js";

/** Text generation on an OpenAI-compatible completions route: `prompt` = inputs; `choices[0].text` is the answer. */
export function completionsTextGeneration(path = "v1/completions"): TaskHandler {
	return {
		route: () => path,
		body: ({ args, providerModelId, stream }) => ({
			...openAiSamplingFields(args),
			prompt: args["inputs"],
			...(stream ? { stream: true } : {}),
			model: providerModelId,
		}),
		decode: async (output) => generatedText(output, ["choices", 0, "text"]),
	};
}

/** Text generation on a chat route: inputs become one user message; `choices[0].message.content` is the answer. */
export function chatTextGeneration(path = "v1/chat/completions"): TaskHandler {
	return {
		route: () => path,
		body: ({ args, providerModelId, stream }) => ({
			messages: [{ role: "user", content: args["inputs"] }],
			...openAiSamplingFields(args),
			...(stream ? { stream: true } : {}),
			model: providerModelId,
		}),
		decode: async (output) => generatedText(output, ["choices", 0, "message", "content"]),
	};
}

/** The hf shape `{generated_text}`; an unexpected answer is passed on for the task function's shape check. */
function generatedText(output: unknown, path: readonly (string | number)[]): unknown {
	const text = readPath(output, path);
	return typeof text === "string" ? { generated_text: text } : output;
}
