import type { ProviderDefinition } from "./kinds/definition.js";
import { hfBinaryInput, hfChat, hfJson, hfPipeline, hfTextToImage, hfZeroShotImage } from "./kinds/hf-inference.js";

/** Hugging Face's own serverless API, reachable only through the router (its "own host" is the router path). */
export const hfInference: ProviderDefinition = {
	id: "hf-inference",
	host: "https://router.huggingface.co/hf-inference",
	authScheme: "Bearer",
	tasks: {
		"text-to-image": hfTextToImage(),
		conversational: hfChat(),
		"text-generation": hfJson(),
		"text-classification": hfJson(),
		"question-answering": hfJson(),
		"audio-classification": hfBinaryInput(),
		"automatic-speech-recognition": hfBinaryInput(),
		"fill-mask": hfJson(),
		"feature-extraction": hfPipeline("feature-extraction"),
		"image-classification": hfBinaryInput(),
		"image-segmentation": hfBinaryInput(),
		"document-question-answering": hfJson(),
		"image-to-text": hfBinaryInput(),
		"object-detection": hfBinaryInput(),
		"audio-to-audio": hfBinaryInput(),
		"zero-shot-image-classification": hfZeroShotImage(),
		"zero-shot-classification": hfJson(),
		"image-to-image": hfBinaryInput(),
		"sentence-similarity": hfPipeline("sentence-similarity"),
		"table-question-answering": hfJson(),
		"tabular-classification": hfJson(),
		"text-to-speech": hfJson(),
		"token-classification": hfJson(),
		translation: hfJson(),
		summarization: hfJson(),
		"visual-question-answering": hfJson(),
		"tabular-regression": hfJson(),
		"text-to-audio": hfJson(),
	},
};
