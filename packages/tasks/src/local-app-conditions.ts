/** When a local app applies to a model: the tests the apps' `displayOnModelPage` use. */

import { isLlamaCppGguf, isMlx } from "./local-app-commands.js";
import type { ModelData } from "./model-data.js";

export const isLora = (model: ModelData): boolean => model.tags.includes("lora");

/** Quantization methods vLLM loads directly from a transformers checkpoint. */
const VLLM_QUANT_METHODS: ReadonlySet<string> = /* @__PURE__ */ new Set(["awq", "gptq", "aqlm", "marlin"]);

export function isVllmModel(model: ModelData): boolean {
	const quantMethod = model.config?.quantization_config?.quant_method;
	const loadable =
		(quantMethod !== undefined && VLLM_QUANT_METHODS.has(quantMethod)) ||
		isLlamaCppGguf(model) ||
		model.tags.includes("transformers");
	return loadable && (model.pipeline_tag === "text-generation" || model.pipeline_tag === "image-text-to-text");
}

/** A transformers checkpoint of a chat or vision-language model, which the Python LLM servers load. */
export const isTransformersLlm = (model: ModelData): boolean =>
	model.tags.includes("transformers") &&
	(model.pipeline_tag === "text-generation" || model.pipeline_tag === "image-text-to-text");

export const isMlxTextGeneration = (model: ModelData): boolean =>
	isMlx(model) && model.pipeline_tag === "text-generation";

/** Unsloth Desktop runs GGUF and MLX repos, and anything Unsloth made or fine-tuned (tag or namespace). */
export const isUnslothModel = (model: ModelData): boolean =>
	isLlamaCppGguf(model) || isMlx(model) || model.tags.includes("unsloth") || model.id.startsWith("unsloth/");

export const isDiffusersTextToImage = (model: ModelData): boolean =>
	model.library_name === "diffusers" && model.pipeline_tag === "text-to-image";

export const isDiffusersImageModel = (model: ModelData): boolean =>
	model.library_name === "diffusers" && (model.pipeline_tag === "text-to-image" || isLora(model));
