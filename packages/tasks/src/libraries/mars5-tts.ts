import type { LibraryUiElement } from "./types.js";

/** MARS5 loads through torch.hub from its GitHub repo, which fetches the weights from the Hub itself. */
const usage = (): string[] => [
	`import librosa
import torch

mars5, config_class = torch.hub.load("Camb-ai/mars5-tts", "mars5_english", trust_repo=True)

# A few seconds of the voice to clone, and what is said in it
wav, sample_rate = librosa.load("reference.wav", sr=mars5.sr, mono=True)
wav = torch.from_numpy(wav)
ref_transcript = "The transcript of the reference audio."

cfg = config_class(deep_clone=True, rep_penalty_window=100, top_k=100, temperature=0.7, freq_penalty=3)
ar_codes, output_audio = mars5.tts("The quick brown rat.", wav, ref_transcript, cfg=cfg)`,
];

export const mars5Tts: LibraryUiElement = {
	prettyLabel: "MARS5-TTS",
	repoName: "MARS5-TTS",
	repoUrl: "https://github.com/Camb-ai/MARS5-TTS",
	filter: false,
	snippets: usage,
	countDownloads: `path:"mars5_ar.safetensors"`,
};
