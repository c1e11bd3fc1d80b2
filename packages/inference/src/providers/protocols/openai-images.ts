import { InferenceOutputError } from "../../errors/index.js";
import { defineProtocol } from "./define.js";
import type { RequestContext, TaskHandler } from "./handler.js";
import { imageFromBase64 } from "./image-output.js";
import { fileAsDataUrl, readPath, withFieldNames, withFlattenedParameters } from "./payload.js";

export interface OpenAiImagesConfig {
	path?: string;
	/** Field carrying the provider's model id (hyperbolic calls it `model_name`). */
	modelField?: "model" | "model_name";
	/** `response_format` value that makes the API answer base64 instead of a URL, when it needs one. */
	responseFormat?: string;
	/** Where the base64 image sits in the answer. */
	base64Path: readonly (string | number)[];
	/**
	 * Image-to-image: the caller's image goes, as a `data:` URL, in `singleField` for models whose id contains
	 * every one of `singleFieldModels` (any case), else in `listField` as a one-item list. The prompt comes from
	 * `parameters.prompt` (empty when not given).
	 */
	imageInput?: { listField: string; singleField: string; singleFieldModels: readonly string[] };
	/** Parameters the API names its own way (Together: `num_inference_steps` is `steps`). */
	fieldNames?: Readonly<Record<string, string>>;
}

/**
 * Images on an OpenAI-images-like route: `prompt` = inputs (or, for image-to-image, the image in its field),
 * parameters at the top level, base64 answer.
 */
export const openAiImages = /* @__PURE__ */ defineProtocol(
	"openai-images",
	(config: OpenAiImagesConfig): TaskHandler => {
		return {
			route: () => config.path ?? "v1/images/generations",
			body: (context) => ({
				...withFieldNames(withFlattenedParameters(context.args), config.fieldNames ?? {}),
				...(config.imageInput === undefined
					? { prompt: context.args["inputs"] }
					: imageFields(config.imageInput, context)),
				...(config.responseFormat === undefined ? {} : { response_format: config.responseFormat }),
				[config.modelField ?? "model"]: context.providerModelId,
			}),
			decode: async (output, context) => {
				const base64 = readPath(output, config.base64Path);
				if (typeof base64 !== "string") {
					const { providerLabel, task } = context.request;
					throw new InferenceOutputError(`Expected ${providerLabel} ${task ?? "text-to-image"} response format`);
				}
				return imageFromBase64(base64, context);
			},
		};
	},
);

function imageFields(
	imageInput: NonNullable<OpenAiImagesConfig["imageInput"]>,
	{ args, providerModelId }: RequestContext,
): Record<string, unknown> {
	const image = fileAsDataUrl(
		args["inputs"],
		"image/jpeg",
		"image-to-image takes its image as a Blob (or bytes) in `inputs`.",
	);
	const model = providerModelId.toLowerCase();
	const single = imageInput.singleFieldModels.every((part) => model.includes(part));
	const { prompt } = withFlattenedParameters(args);
	return {
		prompt: prompt ?? "",
		...(single ? { [imageInput.singleField]: image } : { [imageInput.listField]: [image] }),
	};
}
