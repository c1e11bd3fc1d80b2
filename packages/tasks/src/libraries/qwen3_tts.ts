import type { ModelData } from "../model-data.js";
import { pythonString } from "./shared/index.js";
import type { LibraryUiElement } from "./types.js";

/** Each Qwen3-TTS variant has its own generation method: preset speakers, a described voice, or a cloned one. */
function generateCall(modelId: string): string {
	if (modelId.includes("CustomVoice")) {
		return `wavs, sample_rate = model.generate_custom_voice(
    text="Hello! This voice comes from Qwen3-TTS.",
    language="English",
    speaker="Ryan",
)`;
	}
	if (modelId.includes("VoiceDesign")) {
		return `wavs, sample_rate = model.generate_voice_design(
    text="Hello! This voice comes from Qwen3-TTS.",
    language="English",
    instruct="A calm, warm female voice speaking slowly.",
)`;
	}
	return `# The base models clone the voice of a short reference recording and its transcript
wavs, sample_rate = model.generate_voice_clone(
    text="Hello! This voice comes from Qwen3-TTS.",
    language="English",
    ref_audio="reference.wav",
    ref_text="The words spoken in reference.wav.",
)`;
}

const usage = (model: ModelData): string[] => [
	`# pip install qwen-tts
import soundfile as sf
import torch
from qwen_tts import Qwen3TTSModel

model = Qwen3TTSModel.from_pretrained(${pythonString(model.id)}, device_map="auto", dtype=torch.bfloat16)
${generateCall(model.id)}
sf.write("output.wav", wavs[0], sample_rate)`,
];

export const qwen3Tts: LibraryUiElement = {
	prettyLabel: "Qwen3-TTS",
	repoName: "Qwen3-TTS",
	repoUrl: "https://github.com/QwenLM/Qwen3-TTS",
	filter: false,
	snippets: usage,
};
