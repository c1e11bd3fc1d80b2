import type { ModelData } from "../model-data.js";
import { hasTag, placeholderComment, pythonString } from "./shared/index.js";
import type { LibraryUiElement } from "./types.js";

function textToSpeech(model: ModelData): string {
	return `import soundfile
from espnet2.bin.tts_inference import Text2Speech

model = Text2Speech.from_pretrained(${pythonString(model.id)})
output = model("text to generate speech from")
soundfile.write("speech.wav", output["wav"].numpy(), model.fs)`;
}

function speechRecognition(model: ModelData): string {
	return `import soundfile
from espnet2.bin.asr_inference import Speech2Text

model = Speech2Text.from_pretrained(${pythonString(model.id)})
speech, rate = soundfile.read("speech.wav")
text, *_ = model(speech)[0]
print(text)`;
}

const usage = (model: ModelData): string[] => {
	if (hasTag(model, "text-to-speech")) return [textToSpeech(model)];
	if (hasTag(model, "automatic-speech-recognition")) return [speechRecognition(model)];
	return [placeholderComment("unknown model type (must be text-to-speech or automatic-speech-recognition)")];
};

export const espnet: LibraryUiElement = {
	prettyLabel: "ESPnet",
	repoName: "ESPnet",
	repoUrl: "https://github.com/espnet/espnet",
	docsUrl: "https://huggingface.co/docs/hub/espnet",
	filter: true,
	snippets: usage,
};
