import { InferenceOutputError } from "../../errors/index.js";
import { defineProtocol } from "./define.js";
import type { RequestContext, TaskHandler } from "./handler.js";
import { argsWith, readPath, withFlattenedParameters } from "./payload.js";

export interface OpenAiEmbeddingsConfig {
	path?: string;
	/** Send the caller's arguments as they are beside `input` (`inputs` included), as 3.x did for Sambanova. */
	keepsCallerArgs?: boolean;
}

/** Feature extraction on an OpenAI-compatible embeddings route; the answer becomes one vector per input. */
export const openAiEmbeddings = /* @__PURE__ */ defineProtocol(
	"openai-embeddings",
	(config: OpenAiEmbeddingsConfig = {}): TaskHandler => {
		const body = ({ args, providerModelId }: RequestContext) => {
			const fields = { input: args["inputs"], model: providerModelId };
			return config.keepsCallerArgs ? argsWith(args, fields) : { ...withFlattenedParameters(args), ...fields };
		};
		return {
			route: () => config.path ?? "v1/embeddings",
			body,
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
	},
);
