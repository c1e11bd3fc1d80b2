import { defineProvider } from "./kinds/definition.js";
import { kind } from "./kinds/kind.js";

/** Hugging Face's own serverless API, reachable only through the router (its "own host" is the router path). */
export const hfInference = defineProvider({
	id: "hf-inference",
	host: "https://router.huggingface.co/hf-inference",
	authScheme: "Bearer",
	mediaAnswers: "bytes",
	equivalentTasks: ["feature-extraction", "sentence-similarity"],
	// `request()` without a task: `models/{model}`, body as given, answer as received.
	untasked: kind("hf-json"),
	tasks: {
		"text-to-image": kind("hf-text-to-image"),
		conversational: kind("hf-chat"),
		"text-generation": kind("hf-json"),
		"text-classification": kind("hf-json"),
		"question-answering": kind("hf-json"),
		"audio-classification": kind("hf-binary-input"),
		"automatic-speech-recognition": kind("hf-binary-input"),
		"fill-mask": kind("hf-json"),
		"feature-extraction": kind("hf-pipeline", "feature-extraction"),
		"image-classification": kind("hf-binary-input"),
		"image-segmentation": kind("hf-binary-input"),
		"document-question-answering": kind("hf-json"),
		"image-to-text": kind("hf-binary-input"),
		"object-detection": kind("hf-binary-input"),
		"audio-to-audio": kind("hf-binary-input"),
		"zero-shot-image-classification": kind("hf-zero-shot-image"),
		"zero-shot-classification": kind("hf-json"),
		"image-to-image": kind("hf-binary-input"),
		"sentence-similarity": kind("hf-pipeline", "sentence-similarity"),
		"table-question-answering": kind("hf-json"),
		"tabular-classification": kind("hf-json"),
		"text-to-speech": kind("hf-json"),
		"token-classification": kind("hf-json"),
		translation: kind("hf-json"),
		summarization: kind("hf-json"),
		"visual-question-answering": kind("hf-json"),
		"tabular-regression": kind("hf-json"),
		"text-to-audio": kind("hf-json"),
	},
});
