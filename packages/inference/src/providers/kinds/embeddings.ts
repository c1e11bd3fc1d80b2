import { InferenceOutputError } from "../../errors/index.js";
import type { TaskHandler } from "./handler.js";
import { argsWith, readPath } from "./payload.js";

/** Feature extraction on an OpenAI-compatible embeddings route; the answer becomes one vector per input. */
export function openAiEmbeddings(path = "v1/embeddings"): TaskHandler {
	return {
		route: () => path,
		body: ({ args, providerModelId }) => argsWith(args, { input: args["inputs"], model: providerModelId }),
		decode: async (output, context) => {
			const data = readPath(output, ["data"]);
			const vectors = Array.isArray(data) ? data.map((item) => readPath(item, ["embedding"])) : [];
			if (!Array.isArray(data) || !vectors.every(Array.isArray)) {
				throw new InferenceOutputError(
					`Expected ${context.request.providerLabel} feature-extraction (embeddings) response format to be {'data' : list of {'embedding' : number[]}}`,
				);
			}
			return vectors;
		},
	};
}
