import type { ModelData, TransformersInfo } from "../model-data.js";
import type { PipelineType } from "../pipelines.js";
import {
	hasTag,
	PLACEHOLDER_MESSAGES,
	placeholderComment,
	pythonIdentifier,
	pythonString,
	toPythonLiteral,
} from "./shared/index.js";
import type { LibraryUiElement } from "./types.js";

/**
 * Tasks the serverless Inference API runs transformers models for: transformers' row of LIBRARY_TASK_MAPPING,
 * kept here because this file's `pipeline(...)` example applies to exactly these tasks.
 */
export const TRANSFORMERS_INFERENCE_API_TASKS: PipelineType[] = [
	"audio-classification",
	"automatic-speech-recognition",
	"depth-estimation",
	"document-question-answering",
	"feature-extraction",
	"fill-mask",
	"image-classification",
	"image-feature-extraction",
	"image-segmentation",
	"image-to-image",
	"image-to-text",
	"image-text-to-text",
	"mask-generation",
	"object-detection",
	"question-answering",
	"summarization",
	"table-question-answering",
	"text2text-generation",
	"text-classification",
	"text-generation",
	"text-to-audio",
	"text-to-speech",
	"token-classification",
	"translation",
	"video-classification",
	"visual-question-answering",
	"zero-shot-classification",
	"zero-shot-image-classification",
	"zero-shot-object-detection",
];

const SAMPLE_IMAGE_URL =
	"https://huggingface.co/datasets/huggingface/documentation-images/resolve/main/p-blog/candy.JPG";

/** The sample conversation: text-only, or an image and a question for image-text-to-text models. */
function sampleMessages(model: ModelData): string {
	const content =
		model.pipeline_tag === "image-text-to-text"
			? [
					{ type: "image", url: SAMPLE_IMAGE_URL },
					{ type: "text", text: "What animal is on the candy?" },
				]
			: "Who are you?";
	return toPythonLiteral([{ role: "user", content }]);
}

/** Chat examples need the `conversational` tag AND a chat template in the tokenizer config. */
function isChatModel(model: ModelData): boolean {
	const template = model.config?.tokenizer_config?.chat_template;
	const hasTemplate = typeof template === "string" ? template !== "" : Array.isArray(template) && template.length > 0;
	return hasTag(model, "conversational") && hasTemplate;
}

/** The variable a processor class is stored in: tokenizer, extractor or processor. */
function processorVariable(processorClass: string): string {
	if (processorClass.endsWith("Tokenizer")) return "tokenizer";
	if (processorClass.endsWith("FeatureExtractor")) return "extractor";
	return "processor";
}

function pipelineSnippet(model: ModelData, remoteCode: string): string | undefined {
	const task = model.pipeline_tag;
	if (!task || !TRANSFORMERS_INFERENCE_API_TASKS.includes(task)) return undefined;
	const create = `# Use a pipeline as a high-level helper
from transformers import pipeline

pipe = pipeline(${pythonString(task)}, model=${pythonString(model.id)}${remoteCode})`;
	if (!isChatModel(model)) return create;
	const call = task === "image-text-to-text" ? "pipe(text=messages)" : "pipe(messages)";
	return `${create}
messages = ${sampleMessages(model)}
${call}`;
}

function directLoadSnippet(model: ModelData, info: TransformersInfo, remoteCode: string): string {
	const id = pythonString(model.id);
	const modelClass = pythonIdentifier(info.auto_model, "AutoModel");
	const processorClass = info.processor ? pythonIdentifier(info.processor, "AutoProcessor") : undefined;
	const imports = processorClass ? `${processorClass}, ${modelClass}` : modelClass;
	const lines = [`# Load model directly\nfrom transformers import ${imports}\n`];
	const processor = processorClass ? processorVariable(processorClass) : undefined;
	if (processorClass && processor) lines.push(`${processor} = ${processorClass}.from_pretrained(${id}${remoteCode})`);
	lines.push(`model = ${modelClass}.from_pretrained(${id}${remoteCode})`);
	if (isChatModel(model) && processor && processor !== "extractor") {
		lines.push(
			`messages = ${sampleMessages(model)}`,
			`inputs = ${processor}.apply_chat_template(
    messages,
    add_generation_prompt=True,
    tokenize=True,
    return_dict=True,
    return_tensors="pt",
).to(model.device)`,
			"outputs = model.generate(**inputs, max_new_tokens=40)",
			`print(${processor}.decode(outputs[0][inputs["input_ids"].shape[-1]:]))`,
		);
	}
	return lines.join("\n");
}

/**
 * A `pipeline(...)` snippet when the serverless map lists the task for transformers, then the direct
 * load with the Auto classes the Hub inferred (transformersInfo); without them the model type is unknown.
 */
function transformersSnippets(model: ModelData): string[] {
	const remoteCode = hasTag(model, "custom_code") ? ", trust_remote_code=True" : "";
	const info = model.transformersInfo;
	if (!info?.auto_model) {
		return [
			`${placeholderComment(PLACEHOLDER_MESSAGES.unknownModelType)}
from transformers import AutoModel

model = AutoModel.from_pretrained(${pythonString(model.id)}${remoteCode})`,
		];
	}
	const pipe = pipelineSnippet(model, remoteCode);
	const direct = directLoadSnippet(model, info, remoteCode);
	return pipe ? [pipe, direct] : [direct];
}

export const transformers: LibraryUiElement = {
	prettyLabel: "Transformers",
	repoName: "\ud83e\udd17/transformers",
	repoUrl: "https://github.com/huggingface/transformers",
	docsUrl: "https://huggingface.co/docs/hub/transformers",
	filter: true,
	snippets: transformersSnippets,
};
