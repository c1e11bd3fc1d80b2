import { InferenceOutputError } from "../../errors/index.js";
import type { TaskHandler } from "./handler.js";
import { imageFromBase64 } from "./image-output.js";
import { readPath, withFlattenedParameters } from "./payload.js";

export interface OpenAiImagesConfig {
	path?: string;
	/** Field carrying the provider's model id (hyperbolic calls it `model_name`). */
	modelField?: "model" | "model_name";
	/** `response_format` value that makes the API answer base64 instead of a URL, when it needs one. */
	responseFormat?: string;
	/** Where the base64 image sits in the answer. */
	base64Path: readonly (string | number)[];
}

/** Text-to-image on an OpenAI-images-like route: `prompt` = inputs, parameters at the top level, base64 answer. */
export function openAiImages(config: OpenAiImagesConfig): TaskHandler {
	return {
		route: () => config.path ?? "v1/images/generations",
		body: ({ args, providerModelId }) => ({
			...withFlattenedParameters(args),
			prompt: args["inputs"],
			...(config.responseFormat === undefined ? {} : { response_format: config.responseFormat }),
			[config.modelField ?? "model"]: providerModelId,
		}),
		decode: async (output, context) => {
			const base64 = readPath(output, config.base64Path);
			if (typeof base64 !== "string") {
				throw new InferenceOutputError(`Expected ${context.request.providerLabel} text-to-image response format`);
			}
			return imageFromBase64(base64, context);
		},
	};
}
