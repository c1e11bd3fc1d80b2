import type { ModelData } from "../model-data.js";
import { pythonString } from "./shared/index.js";
import type { LibraryUiElement } from "./types.js";

const usage = (model: ModelData): string[] => [
	`# pip install git+https://github.com/MoonshotAI/Kimi-Audio.git
import soundfile as sf
from kimia_infer.api.kimia import KimiAudio

model = KimiAudio(model_path=${pythonString(model.id)}, load_detokenizer=True)
sampling_params = {
    "audio_temperature": 0.8,
    "audio_top_k": 10,
    "text_temperature": 0.0,
    "text_top_k": 5,
    "audio_repetition_penalty": 1.0,
    "audio_repetition_window_size": 64,
    "text_repetition_penalty": 1.0,
    "text_repetition_window_size": 16,
}

# Speech recognition: a text instruction, then the audio file
messages = [
    {"role": "user", "message_type": "text", "content": "Please transcribe the following audio:"},
    {"role": "user", "message_type": "audio", "content": "speech.wav"},
]
_, transcript = model.generate(messages, **sampling_params, output_type="text")
print(transcript)

# Spoken conversation: the model answers with speech (24 kHz) and its text
wav, text = model.generate([{"role": "user", "message_type": "audio", "content": "question.wav"}], **sampling_params, output_type="both")
sf.write("answer.wav", wav.detach().cpu().view(-1).numpy(), 24000)`,
];

export const kimiAudio: LibraryUiElement = {
	prettyLabel: "KimiAudio",
	repoName: "KimiAudio",
	repoUrl: "https://github.com/MoonshotAI/Kimi-Audio",
	filter: false,
	snippets: usage,
};
