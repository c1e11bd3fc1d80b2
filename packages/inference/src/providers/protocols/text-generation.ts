import { InferenceOutputError } from "../../errors/index.js";
import { defineProtocol } from "./define.js";
import type { TaskHandler } from "./handler.js";
import { openAiSamplingFields, readPath } from "./payload.js";

/** Text generation on an OpenAI-compatible completions route: `prompt` = inputs; `choices[0].text` is the answer. */
export const completionsTextGeneration = /* @__PURE__ */ defineProtocol(
	"completions-text-generation",
	(path = "v1/completions"): TaskHandler => {
		return {
			route: () => path,
			body: ({ args, providerModelId, stream }) => ({
				...openAiSamplingFields(args),
				prompt: args["inputs"],
				...(stream ? { stream: true } : {}),
				model: providerModelId,
			}),
			decode: async (output, context) => generatedText(output, ["choices", 0, "text"], context.request.providerLabel),
			eventDecoder: () => tgiStreamEvents(["choices", 0, "text"]),
		};
	},
);

/** Text generation on a chat route: inputs become one user message; `choices[0].message.content` is the answer. */
export const chatTextGeneration = /* @__PURE__ */ defineProtocol(
	"chat-text-generation",
	(path = "v1/chat/completions"): TaskHandler => {
		return {
			route: () => path,
			body: ({ args, providerModelId, stream }) => ({
				messages: [{ role: "user", content: args["inputs"] }],
				...openAiSamplingFields(args),
				...(stream ? { stream: true } : {}),
				model: providerModelId,
			}),
			decode: async (output, context) =>
				generatedText(output, ["choices", 0, "message", "content"], context.request.providerLabel),
			eventDecoder: () => tgiStreamEvents(["choices", 0, "delta", "content"]),
		};
	},
);

/** The hf shape `{generated_text}`, or 3.x's error naming the provider. */
function generatedText(output: unknown, path: readonly (string | number)[], providerLabel: string): unknown {
	const text = readPath(output, path);
	if (typeof text !== "string") {
		throw new InferenceOutputError(`Expected ${providerLabel} text generation response format`);
	}
	return { generated_text: text };
}

/**
 * textGenerationStream yields TGI's stream events; OpenAI-compatible streams become them: each chunk's text is a
 * token (these APIs give no token id or logprob: 0), and the chunk that carries a finish reason also carries the
 * whole generated text. Anything without `choices` is passed on as received.
 */
function tgiStreamEvents(textPath: readonly (string | number)[]): (event: unknown) => unknown {
	let generated = "";
	return (event) => {
		if (!Array.isArray(readPath(event, ["choices"]))) return event;
		const text = readPath(event, textPath);
		const tokenText = typeof text === "string" ? text : "";
		generated += tokenText;
		const finished = typeof readPath(event, ["choices", 0, "finish_reason"]) === "string";
		return {
			token: { id: 0, text: tokenText, logprob: 0, special: false },
			generated_text: finished ? generated : null,
			details: null,
		};
	};
}
