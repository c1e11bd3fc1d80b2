/**
 * The kinds each task function carries: every kind a provider file names for its task. A bundle gets only the
 * sets its task functions use, so the code of kinds serving other tasks stays out of it. The provider contract
 * test calls every (provider, task) pair through its task function, so a kind missing here fails it.
 */

import { blackForestLabsImage } from "../providers/kinds/black-forest-labs.js";
import { openAiEmbeddings } from "../providers/kinds/embeddings.js";
import { falQueue, falSpeechRecognition, falTextToImage, falTextToSpeech } from "../providers/kinds/fal.js";
import {
	hfBinaryInput,
	hfChat,
	hfJson,
	hfPipeline,
	hfTextToImage,
	hfZeroShotImage,
} from "../providers/kinds/hf-inference.js";
import type { KindSet } from "../providers/kinds/kind.js";
import { openAiChat } from "../providers/kinds/openai-chat.js";
import { openAiImages } from "../providers/kinds/openai-images.js";
import { replicatePrediction } from "../providers/kinds/replicate.js";
import { chatTextGeneration, completionsTextGeneration } from "../providers/kinds/text-generation.js";

/** hf-inference's JSON tasks (text in, JSON out), served by no other provider. */
export const HF_JSON_KINDS: KindSet = { "hf-json": hfJson };

/** hf-inference's audio and image inputs, served by no other provider. */
export const HF_BINARY_KINDS: KindSet = { "hf-binary-input": hfBinaryInput };

export const CONVERSATIONAL_KINDS: KindSet = { "openai-chat": openAiChat, "hf-chat": hfChat };

export const TEXT_GENERATION_KINDS: KindSet = {
	"hf-json": hfJson,
	"completions-text-generation": completionsTextGeneration,
	"chat-text-generation": chatTextGeneration,
};

export const FEATURE_EXTRACTION_KINDS: KindSet = { "hf-pipeline": hfPipeline, "openai-embeddings": openAiEmbeddings };

export const SENTENCE_SIMILARITY_KINDS: KindSet = { "hf-pipeline": hfPipeline };

export const ZERO_SHOT_IMAGE_KINDS: KindSet = { "hf-zero-shot-image": hfZeroShotImage };

export const SPEECH_RECOGNITION_KINDS: KindSet = {
	"hf-binary-input": hfBinaryInput,
	"fal-speech-recognition": falSpeechRecognition,
};

export const TEXT_TO_IMAGE_KINDS: KindSet = {
	"hf-text-to-image": hfTextToImage,
	"openai-images": openAiImages,
	"fal-text-to-image": falTextToImage,
	"replicate-prediction": replicatePrediction,
	"black-forest-labs-image": blackForestLabsImage,
};

export const TEXT_TO_SPEECH_KINDS: KindSet = {
	"hf-json": hfJson,
	"fal-text-to-speech": falTextToSpeech,
	"replicate-prediction": replicatePrediction,
};

export const TEXT_TO_VIDEO_KINDS: KindSet = { "fal-queue": falQueue, "replicate-prediction": replicatePrediction };
