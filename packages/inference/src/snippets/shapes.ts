/**
 * Which snippet shape a pipeline tag gets, and which SDK method each client has for it.
 */
import type { PythonMethod, SnippetShape } from "./types.js";

/** The 32 pipeline tags that have inference snippets, with their shape. */
export const SHAPE_BY_TAG: Readonly<Record<string, SnippetShape>> = {
	"audio-classification": "basicAudio",
	"audio-to-audio": "basicAudio",
	"automatic-speech-recognition": "basicAudio",
	"document-question-answering": "documentQuestionAnswering",
	"feature-extraction": "basic",
	"fill-mask": "basic",
	"image-classification": "basicImage",
	"image-segmentation": "basicImage",
	"image-text-to-text": "conversational",
	"image-text-to-image": "imageToImage",
	"image-text-to-video": "imageToVideo",
	"image-to-image": "imageToImage",
	"image-to-text": "basicImage",
	"image-to-video": "imageToVideo",
	"object-detection": "basicImage",
	"question-answering": "basic",
	"sentence-similarity": "basic",
	summarization: "basic",
	"table-question-answering": "basic",
	"tabular-classification": "tabular",
	"tabular-regression": "tabular",
	"text-classification": "basic",
	"text-generation": "basic",
	"text-to-audio": "textToAudio",
	"text-to-image": "textToImage",
	"text-to-speech": "textToAudio",
	"text-to-video": "textToVideo",
	"text2text-generation": "basic",
	"token-classification": "basic",
	translation: "basic",
	"zero-shot-classification": "zeroShotClassification",
	"zero-shot-image-classification": "zeroShotImageClassification",
};

/** Tags whose chat-tuned models (tag `conversational`) get chat snippets instead. */
export const CHAT_CAPABLE_TAGS: ReadonlySet<string> = new Set(["text-generation", "image-text-to-text"]);

const method = (name: string, inputKeyword: string, renames?: Record<string, string>): PythonMethod =>
	renames ? { name, inputKeyword, renames } : { name, inputKeyword };

/** huggingface_hub `InferenceClient` method per pipeline tag (see PythonMethod). */
export const PYTHON_METHODS: Readonly<Record<string, PythonMethod>> = {
	"audio-classification": method("audio_classification", "audio"),
	"audio-to-audio": method("audio_to_audio", "audio"),
	"automatic-speech-recognition": method("automatic_speech_recognition", "audio"),
	"document-question-answering": method("document_question_answering", "image"),
	"feature-extraction": method("feature_extraction", "text"),
	"fill-mask": method("fill_mask", "text"),
	"image-classification": method("image_classification", "image"),
	"image-segmentation": method("image_segmentation", "image"),
	"image-to-image": method("image_to_image", "image"),
	"image-to-text": method("image_to_text", "image"),
	"image-to-video": method("image_to_video", "image"),
	"object-detection": method("object_detection", "image"),
	"question-answering": method("question_answering", "question"),
	"sentence-similarity": method("sentence_similarity", "sentence", {
		source_sentence: "sentence",
		sentences: "other_sentences",
	}),
	summarization: method("summarization", "text"),
	"table-question-answering": method("table_question_answering", "query"),
	"tabular-classification": method("tabular_classification", "table", { data: "table" }),
	"tabular-regression": method("tabular_regression", "table", { data: "table" }),
	"text-classification": method("text_classification", "text"),
	"text-generation": method("text_generation", "prompt"),
	"text-to-image": method("text_to_image", "prompt"),
	"text-to-speech": method("text_to_speech", "text"),
	"text-to-video": method("text_to_video", "prompt"),
	"token-classification": method("token_classification", "text"),
	translation: method("translation", "text"),
	"visual-question-answering": method("visual_question_answering", "image"),
	"zero-shot-classification": method("zero_shot_classification", "text"),
	"zero-shot-image-classification": method("zero_shot_image_classification", "image"),
};

/**
 * huggingface.js task functions. 3.9.2's snippets knew 13 of them; every task function of the client is
 * listed here, so each task it can call gets a snippet.
 */
export const JS_METHODS: Readonly<Record<string, string>> = {
	"audio-classification": "audioClassification",
	"audio-to-audio": "audioToAudio",
	"automatic-speech-recognition": "automaticSpeechRecognition",
	"document-question-answering": "documentQuestionAnswering",
	"feature-extraction": "featureExtraction",
	"fill-mask": "fillMask",
	"image-classification": "imageClassification",
	"image-segmentation": "imageSegmentation",
	"image-text-to-image": "imageTextToImage",
	"image-text-to-video": "imageTextToVideo",
	"image-to-image": "imageToImage",
	"image-to-text": "imageToText",
	"image-to-video": "imageToVideo",
	"object-detection": "objectDetection",
	"question-answering": "questionAnswering",
	"sentence-similarity": "sentenceSimilarity",
	summarization: "summarization",
	"table-question-answering": "tableQuestionAnswering",
	"tabular-classification": "tabularClassification",
	"tabular-regression": "tabularRegression",
	"text-classification": "textClassification",
	"text-generation": "textGeneration",
	"text-to-audio": "textToAudio",
	"text-to-image": "textToImage",
	"text-to-speech": "textToSpeech",
	"text-to-video": "textToVideo",
	"text2text-generation": "textGeneration",
	"token-classification": "tokenClassification",
	translation: "translation",
	"visual-question-answering": "visualQuestionAnswering",
	"zero-shot-classification": "zeroShotClassification",
	"zero-shot-image-classification": "zeroShotImageClassification",
};
