/**
 * The kinds each task function carries. A bundle gets only the sets its task functions use, so the code of kinds
 * serving other tasks stays out of it. `KindsByTask` (types only: no bundle cost) is what a provider file may
 * declare per task: a provider naming a kind its task's set lacks fails the type check, so no call can reach a
 * provider entry whose code its function does not carry.
 */

import { blackForestLabsImage } from "./black-forest-labs.js";
import { openAiEmbeddings } from "./embeddings.js";
import { falSpeechRecognition, falTextToImage, falTextToSpeech } from "./fal.js";
import { falQueue } from "./fal-queue.js";
import { hfBinaryInput, hfChat, hfJson, hfPipeline, hfTextToImage, hfZeroShotImage } from "./hf-inference.js";
import { novitaVideo } from "./novita-video.js";
import { openAiSpeech, openAiTranscription } from "./openai-audio.js";
import { openAiChat } from "./openai-chat.js";
import { openAiImages } from "./openai-images.js";
import { replicatePrediction } from "./replicate.js";
import { chatTextGeneration, completionsTextGeneration } from "./text-generation.js";
import { togetherVideo } from "./together-video.js";
import { wavespeedJob } from "./wavespeed.js";
import { zaiImage, zaiOcr } from "./zai.js";

/** hf-inference's JSON tasks (text in, JSON out), served by no other provider. */
export const HF_JSON_KINDS = { "hf-json": hfJson };

/** hf-inference's audio and image inputs, served by no other provider. */
export const HF_BINARY_KINDS = { "hf-binary-input": hfBinaryInput };

export const CONVERSATIONAL_KINDS = { "openai-chat": openAiChat, "hf-chat": hfChat };

export const TEXT_GENERATION_KINDS = {
	"hf-json": hfJson,
	"completions-text-generation": completionsTextGeneration,
	"chat-text-generation": chatTextGeneration,
};

export const FEATURE_EXTRACTION_KINDS = { "hf-pipeline": hfPipeline, "openai-embeddings": openAiEmbeddings };

export const SENTENCE_SIMILARITY_KINDS = { "hf-pipeline": hfPipeline };

export const ZERO_SHOT_IMAGE_KINDS = { "hf-zero-shot-image": hfZeroShotImage };

export const SPEECH_RECOGNITION_KINDS = {
	"hf-binary-input": hfBinaryInput,
	"fal-speech-recognition": falSpeechRecognition,
	"openai-transcription": openAiTranscription,
	"replicate-prediction": replicatePrediction,
};

export const TEXT_TO_IMAGE_KINDS = {
	"hf-text-to-image": hfTextToImage,
	"openai-images": openAiImages,
	"fal-text-to-image": falTextToImage,
	"replicate-prediction": replicatePrediction,
	"black-forest-labs-image": blackForestLabsImage,
	"wavespeed-job": wavespeedJob,
	"zai-image": zaiImage,
};

export const TEXT_TO_SPEECH_KINDS = {
	"hf-json": hfJson,
	"fal-text-to-speech": falTextToSpeech,
	"replicate-prediction": replicatePrediction,
	"openai-speech": openAiSpeech,
};

export const TEXT_TO_VIDEO_KINDS = {
	// A dedicated endpoint's raw call: hf-inference's router lists no text-to-video.
	"hf-json": hfJson,
	"fal-queue": falQueue,
	"replicate-prediction": replicatePrediction,
	"wavespeed-job": wavespeedJob,
	"together-video": togetherVideo,
	"novita-video": novitaVideo,
};

export const IMAGE_TO_TEXT_KINDS = { "hf-binary-input": hfBinaryInput, "zai-ocr": zaiOcr };

export const IMAGE_TO_IMAGE_KINDS = {
	"hf-binary-input": hfBinaryInput,
	"openai-images": openAiImages,
	"replicate-prediction": replicatePrediction,
	"fal-queue": falQueue,
	"wavespeed-job": wavespeedJob,
};

export const IMAGE_SEGMENTATION_KINDS = { "hf-binary-input": hfBinaryInput, "fal-queue": falQueue };

export const AUDIO_TO_AUDIO_KINDS = { "hf-binary-input": hfBinaryInput, "fal-queue": falQueue };

export const TEXT_TO_AUDIO_KINDS = { "hf-json": hfJson, "fal-queue": falQueue };

export const IMAGE_TO_VIDEO_KINDS = {
	"fal-queue": falQueue,
	"wavespeed-job": wavespeedJob,
	"together-video": togetherVideo,
};

export const IMAGE_TEXT_TO_IMAGE_KINDS = { "fal-queue": falQueue, "wavespeed-job": wavespeedJob };

export const IMAGE_TEXT_TO_VIDEO_KINDS = {
	"fal-queue": falQueue,
	"wavespeed-job": wavespeedJob,
	"novita-video": novitaVideo,
};

/** Per task, the kinds its function carries (and so the kinds a provider may declare for it). */
export interface KindsByTask {
	conversational: keyof typeof CONVERSATIONAL_KINDS;
	"text-generation": keyof typeof TEXT_GENERATION_KINDS;
	"feature-extraction": keyof typeof FEATURE_EXTRACTION_KINDS;
	"sentence-similarity": keyof typeof SENTENCE_SIMILARITY_KINDS;
	"zero-shot-image-classification": keyof typeof ZERO_SHOT_IMAGE_KINDS;
	"automatic-speech-recognition": keyof typeof SPEECH_RECOGNITION_KINDS;
	"text-to-image": keyof typeof TEXT_TO_IMAGE_KINDS;
	"text-to-speech": keyof typeof TEXT_TO_SPEECH_KINDS;
	"text-to-video": keyof typeof TEXT_TO_VIDEO_KINDS;
	"text-classification": keyof typeof HF_JSON_KINDS;
	"token-classification": keyof typeof HF_JSON_KINDS;
	"question-answering": keyof typeof HF_JSON_KINDS;
	"table-question-answering": keyof typeof HF_JSON_KINDS;
	"document-question-answering": keyof typeof HF_JSON_KINDS;
	"visual-question-answering": keyof typeof HF_JSON_KINDS;
	"zero-shot-classification": keyof typeof HF_JSON_KINDS;
	"fill-mask": keyof typeof HF_JSON_KINDS;
	summarization: keyof typeof HF_JSON_KINDS;
	translation: keyof typeof HF_JSON_KINDS;
	"tabular-classification": keyof typeof HF_JSON_KINDS;
	"tabular-regression": keyof typeof HF_JSON_KINDS;
	"text-to-audio": keyof typeof TEXT_TO_AUDIO_KINDS;
	"image-to-video": keyof typeof IMAGE_TO_VIDEO_KINDS;
	"image-text-to-image": keyof typeof IMAGE_TEXT_TO_IMAGE_KINDS;
	"image-text-to-video": keyof typeof IMAGE_TEXT_TO_VIDEO_KINDS;
	"audio-classification": keyof typeof HF_BINARY_KINDS;
	"audio-to-audio": keyof typeof AUDIO_TO_AUDIO_KINDS;
	"image-classification": keyof typeof HF_BINARY_KINDS;
	"image-segmentation": keyof typeof IMAGE_SEGMENTATION_KINDS;
	"image-to-image": keyof typeof IMAGE_TO_IMAGE_KINDS;
	"image-to-text": keyof typeof IMAGE_TO_TEXT_KINDS;
	"object-detection": keyof typeof HF_BINARY_KINDS;
}

/** A task a provider can serve: one of KindsByTask's. */
export type ServedTask = keyof KindsByTask;
