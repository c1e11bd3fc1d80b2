import type { ModelData } from "../model-data.js";
import { nameWithoutNamespace, pythonString } from "./shared/index.js";
import type { LibraryUiElement } from "./types.js";

/** CosyVoice 2 checkpoints need their own class; the repo name says which generation a checkpoint is. */
function modelClass(model: ModelData): string {
	return /cosyvoice2/i.test(model.id) ? "CosyVoice2" : "CosyVoice";
}

const usage = (model: ModelData): string[] => [
	`git clone --recursive https://github.com/FunAudioLLM/CosyVoice.git
cd CosyVoice
pip install -r requirements.txt`,
	`# Run inside the CosyVoice clone
import sys
sys.path.append("third_party/Matcha-TTS")

import torchaudio
from huggingface_hub import snapshot_download
from cosyvoice.cli.cosyvoice import ${modelClass(model)}
from cosyvoice.utils.file_utils import load_wav

model_dir = snapshot_download(${pythonString(model.id)}, local_dir=${pythonString(`pretrained_models/${nameWithoutNamespace(model.id)}`)})
cosyvoice = ${modelClass(model)}(model_dir, load_jit=False, load_trt=False, fp16=False)

# Zero-shot voice cloning: a 16 kHz prompt recording and its transcript
prompt_speech_16k = load_wav("zero_shot_prompt.wav", 16000)
for index, output in enumerate(cosyvoice.inference_zero_shot("Text to speak.", "Transcript of the prompt.", prompt_speech_16k, stream=False)):
    torchaudio.save(f"zero_shot_{index}.wav", output["tts_speech"], cosyvoice.sample_rate)`,
];

export const cosyvoice: LibraryUiElement = {
	prettyLabel: "CosyVoice",
	repoName: "CosyVoice",
	repoUrl: "https://github.com/FunAudioLLM/CosyVoice",
	filter: false,
	countDownloads: `path_extension:"onnx" OR path_extension:"pt"`,
	snippets: usage,
};
