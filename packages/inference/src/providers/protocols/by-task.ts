/**
 * The protocols each task function carries: the one place that says which protocol may serve which task. A
 * bundle gets only the sets its task functions use, so the code of protocols serving other tasks stays out of
 * it. `ProtocolsByTask` (types only: no bundle cost) is what a provider file may declare per task: a provider
 * naming a protocol its task's set lacks fails the type check, so no call can reach a provider entry whose code
 * its function does not carry.
 */

import { blackForestLabsImage } from "./black-forest-labs.js";
import { protocolSet } from "./define.js";
import { openAiEmbeddings } from "./embeddings.js";
import { falSpeechRecognition, falTextToSpeech } from "./fal.js";
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
export const HF_JSON_PROTOCOLS = /* @__PURE__ */ protocolSet(hfJson);

/** hf-inference's audio and image inputs, served by no other provider. */
export const HF_BINARY_PROTOCOLS = /* @__PURE__ */ protocolSet(hfBinaryInput);

export const CONVERSATIONAL_PROTOCOLS = /* @__PURE__ */ protocolSet(openAiChat, hfChat);

export const TEXT_GENERATION_PROTOCOLS = /* @__PURE__ */ protocolSet(
	hfJson,
	completionsTextGeneration,
	chatTextGeneration,
);

export const FEATURE_EXTRACTION_PROTOCOLS = /* @__PURE__ */ protocolSet(hfPipeline, openAiEmbeddings);

export const SENTENCE_SIMILARITY_PROTOCOLS = /* @__PURE__ */ protocolSet(hfPipeline);

export const ZERO_SHOT_IMAGE_PROTOCOLS = /* @__PURE__ */ protocolSet(hfZeroShotImage);

export const SPEECH_RECOGNITION_PROTOCOLS = /* @__PURE__ */ protocolSet(
	hfBinaryInput,
	falSpeechRecognition,
	openAiTranscription,
	replicatePrediction,
);

export const TEXT_TO_IMAGE_PROTOCOLS = /* @__PURE__ */ protocolSet(
	hfTextToImage,
	openAiImages,
	falQueue,
	replicatePrediction,
	blackForestLabsImage,
	wavespeedJob,
	zaiImage,
);

export const TEXT_TO_SPEECH_PROTOCOLS = /* @__PURE__ */ protocolSet(
	hfJson,
	falTextToSpeech,
	replicatePrediction,
	openAiSpeech,
);

// A dedicated endpoint's raw call: hf-inference's router lists no text-to-video.
export const TEXT_TO_VIDEO_PROTOCOLS = /* @__PURE__ */ protocolSet(
	hfJson,
	falQueue,
	replicatePrediction,
	wavespeedJob,
	togetherVideo,
	novitaVideo,
);

export const IMAGE_TO_TEXT_PROTOCOLS = /* @__PURE__ */ protocolSet(hfBinaryInput, zaiOcr);

export const IMAGE_TO_IMAGE_PROTOCOLS = /* @__PURE__ */ protocolSet(
	hfBinaryInput,
	openAiImages,
	replicatePrediction,
	falQueue,
	wavespeedJob,
);

export const IMAGE_SEGMENTATION_PROTOCOLS = /* @__PURE__ */ protocolSet(hfBinaryInput, falQueue);

export const AUDIO_TO_AUDIO_PROTOCOLS = /* @__PURE__ */ protocolSet(hfBinaryInput, falQueue);

export const TEXT_TO_AUDIO_PROTOCOLS = /* @__PURE__ */ protocolSet(hfJson, falQueue);

export const IMAGE_TO_VIDEO_PROTOCOLS = /* @__PURE__ */ protocolSet(falQueue, wavespeedJob, togetherVideo);

export const IMAGE_TEXT_TO_IMAGE_PROTOCOLS = /* @__PURE__ */ protocolSet(falQueue, wavespeedJob);

export const IMAGE_TEXT_TO_VIDEO_PROTOCOLS = /* @__PURE__ */ protocolSet(falQueue, wavespeedJob, novitaVideo);

/** Per task, the protocols its function carries (and so the protocols a provider may declare for it). */
export interface ProtocolsByTask {
	conversational: keyof typeof CONVERSATIONAL_PROTOCOLS;
	"text-generation": keyof typeof TEXT_GENERATION_PROTOCOLS;
	"feature-extraction": keyof typeof FEATURE_EXTRACTION_PROTOCOLS;
	"sentence-similarity": keyof typeof SENTENCE_SIMILARITY_PROTOCOLS;
	"zero-shot-image-classification": keyof typeof ZERO_SHOT_IMAGE_PROTOCOLS;
	"automatic-speech-recognition": keyof typeof SPEECH_RECOGNITION_PROTOCOLS;
	"text-to-image": keyof typeof TEXT_TO_IMAGE_PROTOCOLS;
	"text-to-speech": keyof typeof TEXT_TO_SPEECH_PROTOCOLS;
	"text-to-video": keyof typeof TEXT_TO_VIDEO_PROTOCOLS;
	"text-classification": keyof typeof HF_JSON_PROTOCOLS;
	"token-classification": keyof typeof HF_JSON_PROTOCOLS;
	"question-answering": keyof typeof HF_JSON_PROTOCOLS;
	"table-question-answering": keyof typeof HF_JSON_PROTOCOLS;
	"document-question-answering": keyof typeof HF_JSON_PROTOCOLS;
	"visual-question-answering": keyof typeof HF_JSON_PROTOCOLS;
	"zero-shot-classification": keyof typeof HF_JSON_PROTOCOLS;
	"fill-mask": keyof typeof HF_JSON_PROTOCOLS;
	summarization: keyof typeof HF_JSON_PROTOCOLS;
	translation: keyof typeof HF_JSON_PROTOCOLS;
	"tabular-classification": keyof typeof HF_JSON_PROTOCOLS;
	"tabular-regression": keyof typeof HF_JSON_PROTOCOLS;
	"text-to-audio": keyof typeof TEXT_TO_AUDIO_PROTOCOLS;
	"image-to-video": keyof typeof IMAGE_TO_VIDEO_PROTOCOLS;
	"image-text-to-image": keyof typeof IMAGE_TEXT_TO_IMAGE_PROTOCOLS;
	"image-text-to-video": keyof typeof IMAGE_TEXT_TO_VIDEO_PROTOCOLS;
	"audio-classification": keyof typeof HF_BINARY_PROTOCOLS;
	"audio-to-audio": keyof typeof AUDIO_TO_AUDIO_PROTOCOLS;
	"image-classification": keyof typeof HF_BINARY_PROTOCOLS;
	"image-segmentation": keyof typeof IMAGE_SEGMENTATION_PROTOCOLS;
	"image-to-image": keyof typeof IMAGE_TO_IMAGE_PROTOCOLS;
	"image-to-text": keyof typeof IMAGE_TO_TEXT_PROTOCOLS;
	"object-detection": keyof typeof HF_BINARY_PROTOCOLS;
}

/** A task a provider can serve: one of ProtocolsByTask's. */
export type ServedTask = keyof ProtocolsByTask;
