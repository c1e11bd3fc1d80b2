import type { LibraryUiElement } from "./types.js";

// Pocket TTS loads its weights by model variant, not by repo id: this is the kyutai/pocket-tts model.
const usage = (): string[] => [
	`# pip install pocket-tts
import scipy.io.wavfile
from pocket_tts import TTSModel

tts_model = TTSModel.load_model()
voice_state = tts_model.get_state_for_audio_prompt("alba")  # a bundled voice, or a path / hf:// URL to a .wav
audio = tts_model.generate_audio(voice_state, "Hello world, this is Pocket TTS.")
scipy.io.wavfile.write("output.wav", tts_model.sample_rate, audio.numpy())`,
];

export const pocketTts: LibraryUiElement = {
	prettyLabel: "Pocket-TTS",
	repoName: "PocketTTS",
	repoUrl: "https://github.com/kyutai-labs/pocket-tts",
	filter: false,
	snippets: usage,
	countDownloads: `path:"tts_b6369a24.safetensors"`,
};
