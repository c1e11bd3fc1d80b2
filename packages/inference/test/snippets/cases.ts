/** Models, providers and options the snippet tests run over. */

import type { InferenceProvider } from "@modelyard/inference";
import type { InferenceSnippetOptions, SnippetProviderMapping } from "@modelyard/inference/snippets";
import type { ModelDataMinimal } from "@modelyard/tasks";

export interface SnippetCase {
	name: string;
	model: ModelDataMinimal;
	provider: InferenceProvider;
	/** Provider-side model id (the hub mapping's providerId). */
	providerId?: string;
	/** More fields of the hub mapping entry (e.g. a LoRA adapter). */
	mappingExtras?: Pick<SnippetProviderMapping, "adapter" | "adapterWeightsPath">;
	accessToken?: string;
	opts?: InferenceSnippetOptions;
}

const model = (id: string, pipeline_tag: ModelDataMinimal["pipeline_tag"], extra: Partial<ModelDataMinimal> = {}) => ({
	id,
	pipeline_tag,
	tags: [],
	...extra,
});

export const LLM = model("meta-llama/Llama-3.1-8B-Instruct", "text-generation", { tags: ["conversational"] });
export const VLM = model("Qwen/Qwen2.5-VL-7B-Instruct", "image-text-to-text", { tags: ["conversational"] });
export const TEXT_GENERATION = model("openai-community/gpt2", "text-generation");
export const TEXT_CLASSIFICATION = model(
	"distilbert/distilbert-base-uncased-finetuned-sst-2-english",
	"text-classification",
);
export const ASR = model("openai/whisper-large-v3", "automatic-speech-recognition");
export const TEXT_TO_IMAGE = model("black-forest-labs/FLUX.1-dev", "text-to-image");
export const TEXT_TO_VIDEO = model("Wan-AI/Wan2.1-T2V-14B", "text-to-video");
/** A LoRA served by fal's generic LoRA app: its mapping names the adapter's weights file in the repo. */
export const LORA_TEXT_TO_IMAGE = model("nerijs/pixel-art-xl", "text-to-image", { tags: ["lora"] });
export const LORA_FAL_CASE = {
	name: "text-to-image-fal-ai-lora",
	model: LORA_TEXT_TO_IMAGE,
	provider: "fal-ai",
	providerId: "fal-ai/lora",
	mappingExtras: { adapter: "lora", adapterWeightsPath: "pixel-art-xl.safetensors" },
} satisfies SnippetCase;

export function mappingFor(testCase: SnippetCase): SnippetProviderMapping | undefined {
	if (!testCase.providerId) return undefined;
	return {
		provider: testCase.provider,
		hfModelId: testCase.model.id,
		providerId: testCase.providerId,
		status: "live",
		task: testCase.model.pipeline_tag === "text-generation" ? "conversational" : String(testCase.model.pipeline_tag),
		...testCase.mappingExtras,
	};
}

/** The golden cases: one folder of golden files each. */
export const GOLDEN_CASES: SnippetCase[] = [
	{ name: "llm-hf-inference", model: LLM, provider: "hf-inference" },
	{ name: "llm-together", model: LLM, provider: "together", providerId: "meta-llama/Meta-Llama-3.1-8B-Instruct-Turbo" },
	{
		name: "llm-together-streaming",
		model: LLM,
		provider: "together",
		providerId: "meta-llama/Meta-Llama-3.1-8B-Instruct-Turbo",
		opts: { streaming: true },
	},
	{
		name: "llm-together-token-given",
		model: LLM,
		provider: "together",
		providerId: "meta-llama/Meta-Llama-3.1-8B-Instruct-Turbo",
		accessToken: "hf_exampleToken",
	},
	{
		name: "llm-together-direct-request",
		model: LLM,
		provider: "together",
		providerId: "meta-llama/Meta-Llama-3.1-8B-Instruct-Turbo",
		opts: { directRequest: true },
	},
	{
		name: "llm-together-model-suffix",
		model: LLM,
		provider: "together",
		providerId: "meta-llama/Meta-Llama-3.1-8B-Instruct-Turbo",
		opts: { modelSuffix: true },
	},
	{
		name: "llm-model-suffix-fastest-streaming",
		model: LLM,
		provider: "together",
		providerId: "meta-llama/Meta-Llama-3.1-8B-Instruct-Turbo",
		opts: { modelSuffix: "fastest", streaming: true },
	},
	{
		name: "llm-together-endpoint",
		model: LLM,
		provider: "together",
		providerId: "meta-llama/Meta-Llama-3.1-8B-Instruct-Turbo",
		opts: { endpointUrl: "https://my-endpoint.endpoints.huggingface.cloud/v1/" },
	},
	{ name: "llm-hf-inference-bill-to", model: LLM, provider: "hf-inference", opts: { billTo: "huggingface" } },
	{
		name: "llm-openai-hf-token",
		model: model("openai/gpt-4o-mini", "text-generation", { tags: ["conversational"] }),
		provider: "openai",
		accessToken: "hf_exampleToken",
	},
	{ name: "vlm-hf-inference", model: VLM, provider: "hf-inference" },
	{
		name: "vlm-nebius-streaming",
		model: VLM,
		provider: "nebius",
		providerId: "Qwen/Qwen2.5-VL-72B-Instruct",
		opts: { streaming: true },
	},
	{ name: "text-generation-hf-inference", model: TEXT_GENERATION, provider: "hf-inference" },
	{ name: "text-classification-hf-inference", model: TEXT_CLASSIFICATION, provider: "hf-inference" },
	{
		name: "text-classification-apostrophe",
		model: TEXT_CLASSIFICATION,
		provider: "hf-inference",
		opts: { inputs: `It's the "best" day, isn't it? $HOME \`date\` \\n` },
	},
	{
		name: "text-classification-endpoint",
		model: TEXT_CLASSIFICATION,
		provider: "hf-inference",
		opts: { endpointUrl: "https://my-endpoint.endpoints.huggingface.cloud" },
	},
	{
		name: "zero-shot-classification-hf-inference",
		model: model("facebook/bart-large-mnli", "zero-shot-classification"),
		provider: "hf-inference",
	},
	{
		name: "question-answering-hf-inference",
		model: model("deepset/roberta-base-squad2", "question-answering"),
		provider: "hf-inference",
	},
	{
		name: "table-question-answering-hf-inference",
		model: model("google/tapas-base-finetuned-wtq", "table-question-answering"),
		provider: "hf-inference",
	},
	{
		name: "fill-mask-hf-inference",
		model: model("FacebookAI/roberta-base", "fill-mask", { mask_token: "<mask>" }),
		provider: "hf-inference",
	},
	{
		name: "asr-hf-inference",
		model: ASR,
		provider: "hf-inference",
	},
	{
		name: "asr-fal-ai",
		model: ASR,
		provider: "fal-ai",
		providerId: "fal-ai/whisper",
	},
	/** A multipart upload, with the provider's own key. */
	{
		name: "asr-deepinfra-direct-request",
		model: ASR,
		provider: "deepinfra",
		providerId: "openai/whisper-large-v3-turbo",
		opts: { directRequest: true },
	},
	{ name: "text-to-image-hf-inference", model: TEXT_TO_IMAGE, provider: "hf-inference" },
	{ name: "text-to-image-fal-ai", model: TEXT_TO_IMAGE, provider: "fal-ai", providerId: "fal-ai/flux/dev" },
	LORA_FAL_CASE,
	{
		name: "text-to-image-together",
		model: TEXT_TO_IMAGE,
		provider: "together",
		providerId: "black-forest-labs/FLUX.1-dev",
	},
	{
		name: "text-to-image-together-provider-key",
		model: TEXT_TO_IMAGE,
		provider: "together",
		providerId: "black-forest-labs/FLUX.1-dev",
		accessToken: "together_exampleKey",
	},
	{
		name: "text-to-image-replicate",
		model: TEXT_TO_IMAGE,
		provider: "replicate",
		providerId: "black-forest-labs/flux-dev",
	},
	{
		name: "text-to-image-hf-inference-bill-to",
		model: TEXT_TO_IMAGE,
		provider: "hf-inference",
		opts: { billTo: "huggingface" },
	},
	{
		name: "text-to-video-fal-ai",
		model: model("Wan-AI/Wan2.1-T2V-14B", "text-to-video"),
		provider: "fal-ai",
		providerId: "fal-ai/wan-t2v",
	},
	{
		name: "text-to-video-endpoint",
		model: TEXT_TO_VIDEO,
		provider: "hf-inference",
		opts: { endpointUrl: "https://my-video-endpoint.endpoints.huggingface.cloud" },
	},
	{
		name: "text-to-video-replicate",
		model: model("Wan-AI/Wan2.1-T2V-14B", "text-to-video"),
		provider: "replicate",
		providerId: "wavespeedai/wan-2.1-t2v-480p",
	},
	{
		name: "text-to-speech-hf-inference",
		model: model("facebook/mms-tts-eng", "text-to-speech", { library_name: "transformers" }),
		provider: "hf-inference",
	},
	{
		name: "text-to-speech-fal-ai",
		model: model("hexgrad/Kokoro-82M", "text-to-speech"),
		provider: "fal-ai",
		providerId: "fal-ai/kokoro/american-english",
	},
	/** Speech answered as the audio bytes (DeepInfra's images come as JSON). */
	{
		name: "text-to-speech-deepinfra",
		model: model("hexgrad/Kokoro-82M", "text-to-speech"),
		provider: "deepinfra",
		providerId: "hexgrad/Kokoro-82M",
	},
	{
		name: "document-question-answering-hf-inference",
		model: model("impira/layoutlm-document-qa", "document-question-answering"),
		provider: "hf-inference",
	},
	{
		name: "image-to-image-hf-inference",
		model: model("timbrooks/instruct-pix2pix", "image-to-image"),
		provider: "hf-inference",
	},
	{
		name: "tabular-hf-inference",
		model: model("julien-c/wine-quality", "tabular-classification"),
		provider: "hf-inference",
	},
	{
		name: "feature-extraction-hf-inference",
		model: model("intfloat/multilingual-e5-large", "feature-extraction"),
		provider: "hf-inference",
	},
	{
		name: "sentence-similarity-hf-inference",
		model: model("sentence-transformers/all-MiniLM-L6-v2", "sentence-similarity"),
		provider: "hf-inference",
	},
	{
		name: "zero-shot-image-classification-hf-inference",
		model: model("openai/clip-vit-large-patch14", "zero-shot-image-classification"),
		provider: "hf-inference",
	},
	{
		name: "image-classification-hf-inference",
		model: model("google/vit-base-patch16-224", "image-classification"),
		provider: "hf-inference",
	},
	// fal-ai's queued tasks: the SDKs follow the job; the raw HTTP snippets show the whole job (queued-jobs.test.ts).
	{
		name: "image-to-image-fal-ai",
		model: model("black-forest-labs/FLUX.1-Kontext-dev", "image-to-image"),
		provider: "fal-ai",
		providerId: "fal-ai/flux-kontext/dev",
	},
	{
		name: "image-text-to-image-fal-ai",
		model: model("black-forest-labs/FLUX.2-dev", "image-text-to-image"),
		provider: "fal-ai",
		providerId: "fal-ai/flux-2/edit",
	},
	{
		name: "image-to-video-fal-ai",
		model: model("Wan-AI/Wan2.1-I2V-14B-720P", "image-to-video"),
		provider: "fal-ai",
		providerId: "fal-ai/wan-i2v",
	},
	{
		name: "image-text-to-video-fal-ai",
		model: model("Lightricks/LTX-Video", "image-text-to-video"),
		provider: "fal-ai",
		providerId: "fal-ai/ltx-video/image-to-video",
	},
	{
		name: "image-segmentation-fal-ai",
		model: model("facebook/sam2-hiera-large", "image-segmentation"),
		provider: "fal-ai",
		providerId: "fal-ai/sam2/image",
	},
	{
		name: "audio-to-audio-fal-ai",
		model: model("nvidia/personaplex-7b-v1", "audio-to-audio"),
		provider: "fal-ai",
		providerId: "fal-ai/personaplex",
	},
	{
		name: "text-to-audio-fal-ai",
		model: model("stabilityai/stable-audio-open-1.0", "text-to-audio"),
		provider: "fal-ai",
		providerId: "fal-ai/stable-audio",
	},
	{
		name: "text-to-audio-hf-inference",
		model: model("facebook/musicgen-small", "text-to-audio", { library_name: "transformers" }),
		provider: "hf-inference",
	},
];
