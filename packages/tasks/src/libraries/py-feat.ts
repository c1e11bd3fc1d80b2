import type { ModelData } from "../model-data.js";
import { nameWithoutNamespace, pythonString } from "./shared/index.js";
import type { LibraryUiElement } from "./types.js";

/**
 * Py-Feat's Detector assembles one model per stage, each downloaded from a py-feat repo named after it;
 * this table says which Detector argument (and value) a repo name stands for.
 */
const DETECTOR_ARGUMENTS: Record<string, [argument: string, value: string]> = {
	retinaface: ["face_model", "retinaface"],
	faceboxes: ["face_model", "faceboxes"],
	mtcnn: ["face_model", "mtcnn"],
	img2pose: ["facepose_model", "img2pose"],
	mobilefacenet: ["landmark_model", "mobilefacenet"],
	mobilenet: ["landmark_model", "mobilenet"],
	pfld: ["landmark_model", "pfld"],
	xgb_au: ["au_model", "xgb"],
	svm_au: ["au_model", "svm"],
	resmasknet: ["emotion_model", "resmasknet"],
	svm_emo: ["emotion_model", "svm"],
	facenet: ["identity_model", "facenet"],
};

function pyFeatSnippets(model: ModelData): string[] {
	const name = nameWithoutNamespace(model.id);
	const stage = Object.hasOwn(DETECTOR_ARGUMENTS, name) ? DETECTOR_ARGUMENTS[name] : undefined;
	const detector = stage
		? `detector = Detector(${stage[0]}=${pythonString(stage[1])})  # the other stages keep their defaults`
		: "# Detector() downloads its default models from the py-feat organisation on the Hub\ndetector = Detector()";
	return [
		`# pip install py-feat
from feat import Detector

${detector}
result = detector.detect_image("face.jpg")
print(result.emotions)`,
	];
}

export const pyFeat: LibraryUiElement = {
	prettyLabel: "Py-Feat",
	repoName: "Py-Feat",
	repoUrl: "https://github.com/cosanlab/py-feat",
	docsUrl: "https://py-feat.org/",
	filter: false,
	snippets: pyFeatSnippets,
};
