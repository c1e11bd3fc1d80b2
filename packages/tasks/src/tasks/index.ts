/**
 * The task catalogue: one description per task id, each in its own file beside this one, completed with the
 * task's display name from PIPELINE_DATA and its libraries from TASKS_MODEL_LIBRARIES.
 * Every file is a plain object literal and the assembly below is marked pure, so an app that imports only
 * PIPELINE_DATA (or nothing from here) bundles none of these descriptions.
 */

import { TASKS_MODEL_LIBRARIES } from "../library-tasks.js";
import { PIPELINE_DATA, PIPELINE_TYPES, type PipelineType } from "../pipelines.js";
import { anyToAny } from "./any-to-any.js";
import { audioClassification } from "./audio-classification.js";
import { audioTextToText } from "./audio-text-to-text.js";
import { audioToAudio } from "./audio-to-audio.js";
import { automaticSpeechRecognition } from "./automatic-speech-recognition.js";
import { depthEstimation } from "./depth-estimation.js";
import { documentQuestionAnswering } from "./document-question-answering.js";
import { featureExtraction } from "./feature-extraction.js";
import { fillMask } from "./fill-mask.js";
import { graphMl } from "./graph-ml.js";
import { imageClassification } from "./image-classification.js";
import { imageFeatureExtraction } from "./image-feature-extraction.js";
import { imageSegmentation } from "./image-segmentation.js";
import { imageTextToImage } from "./image-text-to-image.js";
import { imageTextToText } from "./image-text-to-text.js";
import { imageTextToVideo } from "./image-text-to-video.js";
import { imageTo3d } from "./image-to-3d.js";
import { imageToImage } from "./image-to-image.js";
import { imageToText } from "./image-to-text.js";
import { imageToVideo } from "./image-to-video.js";
import { keypointDetection } from "./keypoint-detection.js";
import { maskGeneration } from "./mask-generation.js";
import { multipleChoice } from "./multiple-choice.js";
import { objectDetection } from "./object-detection.js";
import { other } from "./other.js";
import { questionAnswering } from "./question-answering.js";
import { reinforcementLearning } from "./reinforcement-learning.js";
import { robotics } from "./robotics.js";
import { sentenceSimilarity } from "./sentence-similarity.js";
import { summarization } from "./summarization.js";
import { tableQuestionAnswering } from "./table-question-answering.js";
import { tableToText } from "./table-to-text.js";
import { tabularClassification } from "./tabular-classification.js";
import { tabularRegression } from "./tabular-regression.js";
import { tabularToText } from "./tabular-to-text.js";
import { textClassification } from "./text-classification.js";
import { textGeneration } from "./text-generation.js";
import { textRanking } from "./text-ranking.js";
import { textRetrieval } from "./text-retrieval.js";
import { textTo3d } from "./text-to-3d.js";
import { textToAudio } from "./text-to-audio.js";
import { textToImage } from "./text-to-image.js";
import { textToSpeech } from "./text-to-speech.js";
import { textToVideo } from "./text-to-video.js";
import { text2textGeneration } from "./text2text-generation.js";
import { timeSeriesForecasting } from "./time-series-forecasting.js";
import { tokenClassification } from "./token-classification.js";
import { translation } from "./translation.js";
import type { TaskData, TaskDataCustom } from "./types.js";
import { unconditionalImageGeneration } from "./unconditional-image-generation.js";
import { videoClassification } from "./video-classification.js";
import { videoTextToText } from "./video-text-to-text.js";
import { videoToVideo } from "./video-to-video.js";
import { visualDocumentRetrieval } from "./visual-document-retrieval.js";
import { visualQuestionAnswering } from "./visual-question-answering.js";
import { voiceActivityDetection } from "./voice-activity-detection.js";
import { zeroShotClassification } from "./zero-shot-classification.js";
import { zeroShotImageClassification } from "./zero-shot-image-classification.js";
import { zeroShotObjectDetection } from "./zero-shot-object-detection.js";

export type { ExampleRepo, TaskData, TaskDataCustom, TaskDemo, TaskDemoEntry } from "./types.js";

/** Typed as a full record so that a task added to PIPELINE_DATA without a description fails to compile. */
const TASK_DESCRIPTIONS: Record<PipelineType, TaskDataCustom> = {
	"text-classification": textClassification,
	"token-classification": tokenClassification,
	"table-question-answering": tableQuestionAnswering,
	"question-answering": questionAnswering,
	"zero-shot-classification": zeroShotClassification,
	translation: translation,
	summarization: summarization,
	"feature-extraction": featureExtraction,
	"text-generation": textGeneration,
	"text2text-generation": text2textGeneration,
	"fill-mask": fillMask,
	"sentence-similarity": sentenceSimilarity,
	"text-to-speech": textToSpeech,
	"text-to-audio": textToAudio,
	"automatic-speech-recognition": automaticSpeechRecognition,
	"audio-to-audio": audioToAudio,
	"audio-classification": audioClassification,
	"audio-text-to-text": audioTextToText,
	"voice-activity-detection": voiceActivityDetection,
	"depth-estimation": depthEstimation,
	"image-classification": imageClassification,
	"object-detection": objectDetection,
	"image-segmentation": imageSegmentation,
	"text-to-image": textToImage,
	"image-to-text": imageToText,
	"image-to-image": imageToImage,
	"image-to-video": imageToVideo,
	"unconditional-image-generation": unconditionalImageGeneration,
	"video-classification": videoClassification,
	"reinforcement-learning": reinforcementLearning,
	robotics: robotics,
	"tabular-classification": tabularClassification,
	"tabular-regression": tabularRegression,
	"tabular-to-text": tabularToText,
	"table-to-text": tableToText,
	"multiple-choice": multipleChoice,
	"text-ranking": textRanking,
	"text-retrieval": textRetrieval,
	"time-series-forecasting": timeSeriesForecasting,
	"text-to-video": textToVideo,
	"image-text-to-text": imageTextToText,
	"image-text-to-image": imageTextToImage,
	"image-text-to-video": imageTextToVideo,
	"visual-question-answering": visualQuestionAnswering,
	"document-question-answering": documentQuestionAnswering,
	"zero-shot-image-classification": zeroShotImageClassification,
	"graph-ml": graphMl,
	"mask-generation": maskGeneration,
	"zero-shot-object-detection": zeroShotObjectDetection,
	"text-to-3d": textTo3d,
	"image-to-3d": imageTo3d,
	"image-feature-extraction": imageFeatureExtraction,
	"video-text-to-text": videoTextToText,
	"keypoint-detection": keypointDetection,
	"visual-document-retrieval": visualDocumentRetrieval,
	"any-to-any": anyToAny,
	"video-to-video": videoToVideo,
	other,
};

function completeDescriptions(descriptions: Record<PipelineType, TaskDataCustom>): Record<PipelineType, TaskData> {
	const entries = PIPELINE_TYPES.map((id): [PipelineType, TaskData] => [
		id,
		{ ...descriptions[id], id, label: PIPELINE_DATA[id].name, libraries: TASKS_MODEL_LIBRARIES[id] },
	]);
	return Object.fromEntries(entries) as Record<PipelineType, TaskData>;
}

/**
 * Every task's description, keyed by task id, in PIPELINE_DATA order. Typed like @huggingface/tasks 0.18
 * (entries may be undefined there), although modelyard describes all 58 tasks.
 */
export const TASKS_DATA: Record<PipelineType, TaskData | undefined> =
	/* @__PURE__ */ completeDescriptions(TASK_DESCRIPTIONS);
