/**
 * Every kind, by the name provider files use for it. Provider files name their kinds as data (`kind()` in
 * `./kind.ts`), and each task function brings the code of the kinds that serve its task (`src/tasks/kinds.ts`):
 * so an app importing `chatCompletion` alone does not ship fal's queue or Replicate's predictions. This full
 * table is for the calls that can reach any task: `request`, `streamingRequest` and the snippet generator.
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

export const ALL_KINDS = {
	"openai-chat": openAiChat,
	"openai-images": openAiImages,
	"openai-embeddings": openAiEmbeddings,
	"openai-speech": openAiSpeech,
	"openai-transcription": openAiTranscription,
	"completions-text-generation": completionsTextGeneration,
	"chat-text-generation": chatTextGeneration,
	"hf-json": hfJson,
	"hf-pipeline": hfPipeline,
	"hf-binary-input": hfBinaryInput,
	"hf-zero-shot-image": hfZeroShotImage,
	"hf-chat": hfChat,
	"hf-text-to-image": hfTextToImage,
	"fal-text-to-image": falTextToImage,
	"fal-text-to-speech": falTextToSpeech,
	"fal-speech-recognition": falSpeechRecognition,
	"fal-queue": falQueue,
	"replicate-prediction": replicatePrediction,
	"black-forest-labs-image": blackForestLabsImage,
	"wavespeed-job": wavespeedJob,
	"zai-image": zaiImage,
	"zai-ocr": zaiOcr,
	"together-video": togetherVideo,
	"novita-video": novitaVideo,
} as const;
