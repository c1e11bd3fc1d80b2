import { defineProvider } from "./protocols/definition.js";
import { protocol } from "./protocols/reference.js";

/** Hugging Face's own serverless API, reachable only through the router (its "own host" is the router path). */
export const hfInference = defineProvider({
	id: "hf-inference",
	host: "https://router.huggingface.co/hf-inference",
	authScheme: "Bearer",
	mediaAnswers: "bytes",
	equivalentTasks: ["feature-extraction", "sentence-similarity"],
	// `request()` without a task: `models/{model}`, body as given, answer as received.
	untasked: protocol("hf-json"),
	tasks: {
		"text-to-image": protocol("hf-text-to-image"),
		conversational: protocol("hf-chat"),
		"text-generation": protocol("hf-json"),
		"text-classification": protocol("hf-json"),
		"question-answering": protocol("hf-json"),
		"audio-classification": protocol("hf-binary-input"),
		"automatic-speech-recognition": protocol("hf-binary-input"),
		"fill-mask": protocol("hf-json"),
		"feature-extraction": protocol("hf-pipeline", "feature-extraction"),
		"image-classification": protocol("hf-binary-input"),
		"image-segmentation": protocol("hf-binary-input"),
		"document-question-answering": protocol("hf-json"),
		"image-to-text": protocol("hf-binary-input"),
		"object-detection": protocol("hf-binary-input"),
		"audio-to-audio": protocol("hf-binary-input"),
		"zero-shot-image-classification": protocol("hf-zero-shot-image"),
		"zero-shot-classification": protocol("hf-json"),
		"image-to-image": protocol("hf-binary-input"),
		"sentence-similarity": protocol("hf-pipeline", "sentence-similarity"),
		"table-question-answering": protocol("hf-json"),
		"tabular-classification": protocol("hf-json"),
		"text-to-speech": protocol("hf-json"),
		"token-classification": protocol("hf-json"),
		translation: protocol("hf-json"),
		summarization: protocol("hf-json"),
		"visual-question-answering": protocol("hf-json"),
		"tabular-regression": protocol("hf-json"),
		"text-to-audio": protocol("hf-json"),
	},
});
