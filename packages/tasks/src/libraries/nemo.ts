import type { ModelData } from "../model-data.js";
import { hasTag, placeholderComment, pythonString } from "./shared/index.js";
import type { LibraryUiElement } from "./types.js";

/** NeMo loads a model through the collection (domain) it belongs to; only ASR is told apart by tags. */
function nemoSnippets(model: ModelData): string[] {
	if (!hasTag(model, "automatic-speech-recognition")) {
		return [
			`${placeholderComment("tag did not correspond to a valid NeMo domain.")}
# Load it with the from_pretrained() of its NeMo collection, e.g. nemo.collections.tts.models`,
		];
	}
	return [
		`import nemo.collections.asr as nemo_asr

asr_model = nemo_asr.models.ASRModel.from_pretrained(${pythonString(model.id)})
transcriptions = asr_model.transcribe(["file.wav"])`,
	];
}

export const nemo: LibraryUiElement = {
	prettyLabel: "NeMo",
	repoName: "NeMo",
	repoUrl: "https://github.com/NVIDIA/NeMo",
	filter: true,
	snippets: nemoSnippets,
	countDownloads: `path_extension:"nemo" OR path:"model_config.yaml" OR path_extension:"json"`,
};
