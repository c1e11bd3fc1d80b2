import type { TaskHandler } from "./handler.js";
import { argsWith, readPath } from "./payload.js";

/** Feature extraction on an OpenAI-compatible embeddings route; the answer becomes one vector per input. */
export function openAiEmbeddings(path = "v1/embeddings"): TaskHandler {
	return {
		route: () => path,
		body: ({ args, providerModelId }) => argsWith(args, { input: args["inputs"], model: providerModelId }),
		decode: async (output) => {
			const data = readPath(output, ["data"]);
			return Array.isArray(data) ? data.map((item) => readPath(item, ["embedding"])) : output;
		},
	};
}
