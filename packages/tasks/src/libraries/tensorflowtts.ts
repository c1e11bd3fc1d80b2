import type { ModelData } from "../model-data.js";
import { hasTag, pythonString } from "./shared/index.js";
import type { LibraryUiElement } from "./types.js";

/** TensorFlowTTS splits speech synthesis in two models: text to mel spectrogram, then mel to waveform. */
function tensorflowttsSnippets(model: ModelData): string[] {
	const id = pythonString(model.id);
	if (hasTag(model, "text-to-mel")) {
		return [
			`from tensorflow_tts.inference import AutoProcessor, TFAutoModel

processor = AutoProcessor.from_pretrained(${id})
text2mel = TFAutoModel.from_pretrained(${id})
input_ids = processor.text_to_sequence("Recent research at Harvard has shown meditating works.")`,
		];
	}
	if (hasTag(model, "mel-to-wav")) {
		return [
			`from tensorflow_tts.inference import TFAutoModel

vocoder = TFAutoModel.from_pretrained(${id})
# audio = vocoder.inference(mel_spectrogram)[0, :, 0]`,
		];
	}
	return [
		`from tensorflow_tts.inference import TFAutoModel

model = TFAutoModel.from_pretrained(${id})`,
	];
}

export const tensorflowtts: LibraryUiElement = {
	prettyLabel: "TensorFlowTTS",
	repoName: "TensorFlowTTS",
	repoUrl: "https://github.com/TensorSpeech/TensorFlowTTS",
	filter: false,
	snippets: tensorflowttsSnippets,
};
