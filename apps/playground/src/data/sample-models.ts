import type { ModelData } from "@modelyard/tasks";

/**
 * Model descriptors that work offline: each was recorded against the router, so the playground can run
 * it in offline mode, and each shows a different snippet family.
 */
export const SAMPLE_MODELS: ModelData[] = [
	{
		id: "mistralai/Mistral-7B-Instruct-v0.2",
		pipeline_tag: "text-generation",
		library_name: "transformers",
		tags: ["transformers", "safetensors", "mistral", "text-generation", "conversational"],
		config: {
			architectures: ["MistralForCausalLM"],
			model_type: "mistral",
			tokenizer_config: { chat_template: "{% for message in messages %}{{ message['content'] }}{% endfor %}" },
		},
		transformersInfo: {
			auto_model: "AutoModelForCausalLM",
			processor: "AutoTokenizer",
			pipeline_tag: "text-generation",
		},
	},
	{
		id: "distilbert/distilbert-base-uncased-finetuned-sst-2-english",
		pipeline_tag: "text-classification",
		library_name: "transformers",
		tags: ["transformers", "distilbert", "text-classification"],
		config: { architectures: ["DistilBertForSequenceClassification"], model_type: "distilbert" },
		transformersInfo: {
			auto_model: "AutoModelForSequenceClassification",
			processor: "AutoTokenizer",
			pipeline_tag: "text-classification",
		},
	},
	{
		id: "google-bert/bert-base-uncased",
		pipeline_tag: "fill-mask",
		library_name: "transformers",
		mask_token: "[MASK]",
		tags: ["transformers", "bert", "fill-mask"],
		config: { architectures: ["BertForMaskedLM"], model_type: "bert" },
		transformersInfo: { auto_model: "AutoModelForMaskedLM", processor: "AutoTokenizer", pipeline_tag: "fill-mask" },
	},
	{
		id: "facebook/detr-resnet-50",
		pipeline_tag: "object-detection",
		library_name: "transformers",
		tags: ["transformers", "detr", "object-detection", "vision"],
		config: { architectures: ["DetrForObjectDetection"], model_type: "detr" },
		transformersInfo: {
			auto_model: "AutoModelForObjectDetection",
			processor: "AutoImageProcessor",
			pipeline_tag: "object-detection",
		},
	},
	{
		id: "facebook/detr-resnet-50-panoptic",
		pipeline_tag: "image-segmentation",
		library_name: "transformers",
		tags: ["transformers", "detr", "image-segmentation", "vision"],
		config: { architectures: ["DetrForSegmentation"], model_type: "detr" },
		transformersInfo: {
			auto_model: "AutoModelForImageSegmentation",
			processor: "AutoImageProcessor",
			pipeline_tag: "image-segmentation",
		},
	},
	{
		id: "google/vit-base-patch16-224",
		pipeline_tag: "image-classification",
		library_name: "transformers",
		tags: ["transformers", "vit", "image-classification", "vision"],
		config: { architectures: ["ViTForImageClassification"], model_type: "vit" },
		transformersInfo: {
			auto_model: "AutoModelForImageClassification",
			processor: "AutoImageProcessor",
			pipeline_tag: "image-classification",
		},
	},
	{
		id: "stabilityai/stable-diffusion-2",
		pipeline_tag: "text-to-image",
		library_name: "diffusers",
		tags: ["diffusers", "text-to-image", "stable-diffusion"],
		widgetData: [{ text: "A watercolour painting of a lighthouse at dawn" }],
	},
	{
		id: "facebook/wav2vec2-large-960h-lv60-self",
		pipeline_tag: "automatic-speech-recognition",
		library_name: "transformers",
		tags: ["transformers", "wav2vec2", "automatic-speech-recognition", "audio"],
		config: { architectures: ["Wav2Vec2ForCTC"], model_type: "wav2vec2" },
		transformersInfo: {
			auto_model: "AutoModelForCTC",
			processor: "AutoProcessor",
			pipeline_tag: "automatic-speech-recognition",
		},
	},
	{
		id: "sentence-transformers/paraphrase-xlm-r-multilingual-v1",
		pipeline_tag: "sentence-similarity",
		library_name: "sentence-transformers",
		tags: ["sentence-transformers", "sentence-similarity", "feature-extraction"],
		widgetData: [
			{ source_sentence: "That is a happy person", sentences: ["That is a happy dog", "That is a very happy person"] },
		],
	},
	{
		id: "deepset/roberta-base-squad2",
		pipeline_tag: "question-answering",
		library_name: "transformers",
		tags: ["transformers", "roberta", "question-answering"],
		config: { architectures: ["RobertaForQuestionAnswering"], model_type: "roberta" },
		transformersInfo: {
			auto_model: "AutoModelForQuestionAnswering",
			processor: "AutoTokenizer",
			pipeline_tag: "question-answering",
		},
	},
	{
		id: "espnet/kan-bayashi_ljspeech_vits",
		pipeline_tag: "text-to-speech",
		library_name: "espnet",
		tags: ["espnet", "audio", "text-to-speech"],
	},
];

export const findSampleModel = (id: string) => SAMPLE_MODELS.find((model) => model.id === id);
