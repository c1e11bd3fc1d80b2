import type { ModelData } from "../model-data.js";
import { baseModelOf, firstWidgetText, hasTag, placeholderComment, pythonString } from "./shared/index.js";
import type { LibraryUiElement } from "./types.js";

const DEFAULT_PROMPT = "Astronaut in a jungle, cold color palette, muted colors, detailed, 8k";

/** The prompt from the widget, else the card's instance prompt (LoRA trigger words), else a default. */
function prompt(model: ModelData): string {
	const instancePrompt = model.cardData?.instance_prompt;
	const fromCard = typeof instancePrompt === "string" && instancePrompt !== "" ? instancePrompt : undefined;
	return pythonString(firstWidgetText(model) ?? fromCard ?? DEFAULT_PROMPT);
}

/** Adapters (ControlNet, LoRA, textual inversion) load on top of a base pipeline named in the card. */
function basePipeline(model: ModelData, pipelineClass: string, extraArguments = ""): string {
	const base = baseModelOf(model);
	if (base) return `pipe = ${pipelineClass}.from_pretrained(${pythonString(base)}${extraArguments})`;
	return `${placeholderComment("⚠️ Base model not found in the model card (base_model): put its id here.")}
pipe = ${pipelineClass}.from_pretrained("fill-in-base-model"${extraArguments})`;
}

function controlnet(model: ModelData): string {
	// AutoPipelineForText2Image turns the base model's pipeline into its ControlNet variant (SD, SDXL, ...).
	return `from diffusers import AutoPipelineForText2Image, ControlNetModel
from diffusers.utils import load_image

controlnet = ControlNetModel.from_pretrained(${pythonString(model.id)})
${basePipeline(model, "AutoPipelineForText2Image", ", controlnet=controlnet")}

control_image = load_image("control.png")  # e.g. a canny edge map
image = pipe(${prompt(model)}, image=control_image).images[0]`;
}

function adapter(model: ModelData, loadCall: string): string {
	return `from diffusers import DiffusionPipeline

${basePipeline(model, "DiffusionPipeline")}
pipe.${loadCall}(${pythonString(model.id)})

image = pipe(${prompt(model)}).images[0]`;
}

function pipeline(model: ModelData): string {
	return `from diffusers import DiffusionPipeline

pipe = DiffusionPipeline.from_pretrained(${pythonString(model.id)})

image = pipe(${prompt(model)}).images[0]`;
}

/** Tag precedence: controlnet, then lora, then textual_inversion, else the model is a pipeline itself. */
const usage = (model: ModelData): string[] => {
	if (hasTag(model, "controlnet")) return [controlnet(model)];
	if (hasTag(model, "lora")) return [adapter(model, "load_lora_weights")];
	if (hasTag(model, "textual_inversion")) return [adapter(model, "load_textual_inversion")];
	return [pipeline(model)];
};

export const diffusers: LibraryUiElement = {
	prettyLabel: "Diffusers",
	repoName: "\ud83e\udd17/diffusers",
	repoUrl: "https://github.com/huggingface/diffusers",
	docsUrl: "https://huggingface.co/docs/hub/diffusers",
	filter: true,
	snippets: usage,
};
