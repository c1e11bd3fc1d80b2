import { InferenceOutputError, isRecord } from "../../errors/index.js";
import { defineProtocol } from "./define.js";
import type { RequestContext, TaskHandler } from "./handler.js";
import { imageFromUrl, mediaFromUrl } from "./image-output.js";
import { fileAsDataUrl, readPath, withFlattenedParameters } from "./payload.js";

export interface ReplicateConfig {
	/**
	 * Input fields carrying the caller's `inputs`: the text (`prompt` for images and video, `text` for speech), or,
	 * with `fileType`, a `data:` URL of the file (models name that field differently: each listed one gets it).
	 */
	inputFields: readonly string[];
	/** Input fields taking a list of files: each gets the caller's file as a one-item list. */
	listFields?: readonly string[];
	/** `inputs` is a file (audio, image); bytes given without a content type are taken to be this one. */
	fileType?: string;
	/** Images honour `outputType: "url"`; other media are always downloaded; text is a transcript. */
	output: "image" | "media" | "text";
	/**
	 * The output error's detail when the answer holds no output: 3.x's wording for the tasks it served; by default
	 * `Expected Replicate {task} response format`.
	 */
	expected?: string;
}

/**
 * Replicate predictions (answered synchronously thanks to `Prefer: wait`). A `owner/model:version` id uses the
 * versioned route; a plain id the model's own route.
 */
export const replicatePrediction = /* @__PURE__ */ defineProtocol(
	"replicate-prediction",
	(config: ReplicateConfig): TaskHandler => {
		return {
			route: ({ providerModelId }) =>
				providerModelId.includes(":") ? "v1/predictions" : `v1/models/${providerModelId}/predictions`,
			body: ({ args, providerModelId }) => {
				const version = providerModelId.split(":")[1];
				return { input: predictionInput(config, args), ...(version === undefined ? {} : { version }) };
			},
			decode: async (output, context) => {
				if (output instanceof Blob) return output;
				const { providerLabel, task } = context.request;
				const expected = config.expected ?? `Expected ${providerLabel} ${task} response format`;
				const outputField = readPath(output, ["output"]);
				if (config.output === "text") return transcriptOf(outputField, expected);
				const url = Array.isArray(outputField) ? outputField[0] : outputField;
				if (typeof url !== "string") throw new InferenceOutputError(expected);
				return config.output === "image" ? imageFromUrl(url, context) : mediaFromUrl(url, context);
			},
		};
	},
);

function predictionInput(config: ReplicateConfig, args: RequestContext["args"]): Record<string, unknown> {
	const input = withFlattenedParameters(args);
	const given =
		config.fileType === undefined
			? args["inputs"]
			: fileAsDataUrl(
					args["inputs"],
					config.fileType,
					"This Replicate task takes its input as a Blob (or bytes) in `inputs`.",
				);
	for (const field of config.inputFields) input[field] = given;
	for (const field of config.listFields ?? []) input[field] = [given];
	return input;
}

/**
 * Speech recognition models answer the text as a string, as strings to join (a streamed output), or as an
 * object: `{transcription}` (openai/whisper) or `{text}` (incredibly-fast-whisper).
 */
function transcriptOf(output: unknown, expected: string): { text: string } {
	if (typeof output === "string") return { text: output };
	if (Array.isArray(output) && output.length > 0 && output.every((item) => typeof item === "string")) {
		return { text: output.join("") };
	}
	const text = isRecord(output) ? (output["transcription"] ?? output["text"]) : undefined;
	if (typeof text !== "string") throw new InferenceOutputError(expected);
	return { text };
}
