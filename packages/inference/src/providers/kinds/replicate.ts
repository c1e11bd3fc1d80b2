import { InferenceOutputError } from "../../errors/index.js";
import type { TaskHandler } from "./handler.js";
import { imageFromUrl, mediaFromUrl } from "./image-output.js";
import { readPath, withFlattenedParameters } from "./payload.js";

export interface ReplicateConfig {
	/** Input field carrying the text (`prompt` for images and video, `text` for speech). */
	textField: "prompt" | "text";
	/** Images honour `outputType: "url"`; other media are always downloaded. */
	output: "image" | "media";
	/** The output error's detail when the answer holds no output URL (3.x's wording per task). */
	expected: string;
}

/**
 * Replicate predictions (answered synchronously thanks to `Prefer: wait`). A `owner/model:version` id uses the
 * versioned route; a plain id the model's own route.
 */
export function replicatePrediction(config: ReplicateConfig): TaskHandler {
	return {
		route: ({ providerModelId }) =>
			providerModelId.includes(":") ? "v1/predictions" : `v1/models/${providerModelId}/predictions`,
		body: ({ args, providerModelId }) => {
			const version = providerModelId.split(":")[1];
			return {
				input: { ...withFlattenedParameters(args), [config.textField]: args["inputs"] },
				...(version === undefined ? {} : { version }),
			};
		},
		decode: async (output, context) => {
			if (output instanceof Blob) return output;
			const outputField = readPath(output, ["output"]);
			const url = Array.isArray(outputField) ? outputField[0] : outputField;
			if (typeof url !== "string") throw new InferenceOutputError(config.expected);
			return config.output === "image" ? imageFromUrl(url, context) : mediaFromUrl(url, context);
		},
	};
}
