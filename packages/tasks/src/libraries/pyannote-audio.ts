import type { ModelData } from "../model-data.js";
import { hasTag, pythonString } from "./shared/index.js";
import type { LibraryUiElement } from "./types.js";

/** A `pyannote-audio-pipeline` repo is a whole pipeline (e.g. diarization); any other is a single model. */
function pyannoteAudioSnippets(model: ModelData): string[] {
	const id = pythonString(model.id);
	if (hasTag(model, "pyannote-audio-pipeline")) {
		return [
			`from pyannote.audio import Pipeline

# Gated pipelines need a Hub token: run \`hf auth login\` or set HF_TOKEN first
pipeline = Pipeline.from_pretrained(${id})
output = pipeline("audio.wav")`,
		];
	}
	return [
		`from pyannote.audio import Inference, Model

model = Model.from_pretrained(${id})
inference = Inference(model)
output = inference("audio.wav")`,
	];
}

export const pyannoteAudio: LibraryUiElement = {
	prettyLabel: "pyannote.audio",
	repoName: "pyannote-audio",
	repoUrl: "https://github.com/pyannote/pyannote-audio",
	filter: true,
	snippets: pyannoteAudioSnippets,
};
