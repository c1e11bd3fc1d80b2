// Which task each recorded hf-inference model was called for. The recordings hold requests, not tasks,
// and the hub mapping the client asks for first was not recorded, so the server answers it from here.
export const RECORDED_MODEL_TASKS = {
	"distilbert-base-uncased-finetuned-sst-2-english": "text-classification",
	"distilbert/distilbert-base-uncased-finetuned-sst-2-english": "text-classification",
	"google/tapas-base-finetuned-wtq": "table-question-answering",
	gpt2: "text-generation",
	"openai-community/gpt2": "text-generation",
	"google/flan-t5-xxl": "text-generation",
	"meta-llama/Llama-2-7b-hf": "text-generation",
	"meta-llama/Llama-3.2-3B": "text-generation",
	"OpenAssistant/oasst-sft-4-pythia-12b-epoch-3.5": "text-generation",
	"microsoft/DialoGPT-large": "text-generation",
	"google-bert/bert-base-uncased": "fill-mask",
	"bert-base-uncased": "fill-mask",
	"distilbert-base-uncased": "fill-mask",
	"dbmdz/bert-large-cased-finetuned-conll03-english": "token-classification",
	"deepset/roberta-base-squad2": "question-answering",
	"t5-base": "translation",
	"google-t5/t5-base": "translation",
	"facebook/bart-large-mnli": "zero-shot-classification",
	"sentence-transformers/paraphrase-xlm-r-multilingual-v1": "sentence-similarity",
	"sentence-transformers/distilbert-base-nli-mean-tokens": "feature-extraction",
	"facebook/bart-base": "feature-extraction",
	"google/vit-base-patch16-224": "image-classification",
	"facebook/wav2vec2-large-960h-lv60-self": "automatic-speech-recognition",
	"superb/hubert-large-superb-er": "audio-classification",
	"stabilityai/stable-diffusion-2": "text-to-image",
	"facebook/detr-resnet-50": "object-detection",
	"facebook/bart-large-cnn": "summarization",
	"google/pegasus-xsum": "summarization",
	"facebook/detr-resnet-50-panoptic": "image-segmentation",
	"nlpconnect/vit-gpt2-image-captioning": "image-to-text",
	"impira/layoutlm-document-qa": "document-question-answering",
	"naver-clova-ix/donut-base-finetuned-docvqa": "document-question-answering",
	"dandelin/vilt-b32-finetuned-vqa": "visual-question-answering",
	"espnet/kan-bayashi_ljspeech_vits": "text-to-speech",
	"scikit-learn/Fish-Weight": "tabular-regression",
	"vvmnnnkv/wine-quality": "tabular-classification",
	"lllyasviel/sd-controlnet-canny": "image-to-image",
	"lllyasviel/sd-controlnet-depth": "image-to-image",
	"speechbrain/sepformer-wham": "audio-to-audio",
	"openai/clip-vit-large-patch14-336": "zero-shot-image-classification",
	"mistralai/Mistral-7B-Instruct-v0.2": "conversational",
	"HuggingFaceH4/zephyr-7b-beta": "conversational",
	"google/gemma-2b": "conversational",
};

// Which sample file each binary request sent. Binary request bodies were not recorded; these are the files the
// recording's tests sent (the answers name what is in them: a cheetah, six cats, the LibriSpeech sentence).
export const RECORDED_BINARY_INPUTS = {
	"google/vit-base-patch16-224": "cheetah.png",
	"facebook/detr-resnet-50": "cats.png",
	"facebook/detr-resnet-50-panoptic": "cats.png",
	"facebook/wav2vec2-large-960h-lv60-self": "sample1.flac",
	"superb/hubert-large-superb-er": "sample1.flac",
};

// The Hub's ids of chat models whose recordings were made with the provider's own model id: the Hub maps these
// ids to those providers' ids (its inferenceProviderMapping), so a client given the Hub id finds the recording.
export const RECORDED_HUB_ALIASES = {
	"meta-llama/Llama-3.3-70B-Instruct": { together: "meta-llama/Llama-3.3-70B-Instruct-Turbo" },
	"meta-llama/Llama-3.1-8B-Instruct": { sambanova: "Meta-Llama-3.1-8B-Instruct" },
	"meta-llama/Llama-3.1-70B-Instruct": { nebius: "meta-llama/Meta-Llama-3.1-70B-Instruct" },
};
