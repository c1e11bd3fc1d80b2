/**
 * What the Hub tells about a model, as far as the snippet generators, widgets and local apps read it.
 * Every field but `id` may be missing: generators must cope and fall back to placeholders.
 */
import type { PipelineType, WidgetType } from "./pipelines.js";
import type { WidgetExample } from "./widget-example.js";

export interface AddedToken {
	__type: "AddedToken";
	content?: string;
	lstrip?: boolean;
	normalized?: boolean;
	rstrip?: boolean;
	single_word?: boolean;
}

export const SPECIAL_TOKENS_ATTRIBUTES = [
	"bos_token",
	"eos_token",
	"unk_token",
	"sep_token",
	"pad_token",
	"cls_token",
	"mask_token",
] as const;

export type SpecialTokensMap = {
	[key in (typeof SPECIAL_TOKENS_ATTRIBUTES)[number]]?: string | AddedToken | null;
};

export interface TokenizerConfig extends SpecialTokensMap {
	use_default_system_prompt?: boolean;
	chat_template?: string | Array<{ name: string; template: string }>;
}

export interface TransformersInfo {
	/** e.g. `AutoModelForCausalLM` */
	auto_model: string;
	/** A custom class name when the model ships its own code. */
	custom_class?: string;
	pipeline_tag?: PipelineType;
	/** e.g. `AutoTokenizer`, `AutoFeatureExtractor`, `AutoProcessor` */
	processor?: string;
}

export interface ModelConfig {
	architectures?: string[];
	/** Dict of AutoModel classes to the model's own classes, for models with custom code. */
	auto_map?: Record<string, string>;
	model_type?: string;
	quantization_config?: {
		bits?: number;
		load_in_4bit?: boolean;
		load_in_8bit?: boolean;
		quant_method?: string;
	};
	tokenizer_config?: TokenizerConfig;
	adapter_transformers?: { model_name?: string; model_class?: string };
	diffusers?: { _class_name?: string };
	sklearn?: { model?: { file?: string }; model_format?: string };
	speechbrain?: { speechbrain_interface?: string; vocoder_interface?: string; vocoder_model_id?: string };
	peft?: { base_model_name_or_path?: string; task_type?: string };
	keras_hub?: { tasks?: string[] };
}

export interface ModelData {
	/** Repo id, `owner/name` (a few legacy models have no owner). */
	id: string;
	/** Whether the model can be called on the serverless API. */
	inference?: string;
	private?: boolean;
	config?: ModelConfig;
	tags: string[];
	transformersInfo?: TransformersInfo;
	pipeline_tag?: PipelineType | undefined;
	/** The tokenizer's mask token, e.g. `[MASK]` or `<mask>`. */
	mask_token?: string;
	widgetData?: WidgetExample[] | undefined;
	cardData?: {
		inference?: boolean | { parameters?: Record<string, unknown> };
		base_model?: string | string[];
		instance_prompt?: string | null;
	};
	library_name?: string;
	safetensors?: { parameters: Record<string, number>; total: number; sharded: boolean };
	gguf?: { total: number; architecture?: string; context_length?: number; chat_template?: string };
}

/** The subset of ModelData that the snippet generators need. */
export type ModelDataMinimal = Pick<
	ModelData,
	"id" | "pipeline_tag" | "mask_token" | "library_name" | "config" | "tags" | "inference"
>;

export type { WidgetType };
