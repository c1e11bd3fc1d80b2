import type { ModelData } from "../model-data.js";
import { pythonString } from "./shared/index.js";
import type { LibraryUiElement } from "./types.js";

/** Chatterbox loads a checkpoint folder; the repo is fetched first so any Chatterbox repo works. */
const usage = (model: ModelData): string[] => [
	`# pip install chatterbox-tts
import torchaudio
from huggingface_hub import snapshot_download
from chatterbox.tts import ChatterboxTTS

checkpoint_dir = snapshot_download(${pythonString(model.id)})
model = ChatterboxTTS.from_local(checkpoint_dir, device="cuda")

wav = model.generate("Every morning the lighthouse keeper counted the boats coming home.")
torchaudio.save("speech.wav", wav, model.sr)`,
];

export const chatterbox: LibraryUiElement = {
	prettyLabel: "Chatterbox",
	repoName: "Chatterbox",
	repoUrl: "https://github.com/resemble-ai/chatterbox",
	filter: false,
	snippets: usage,
	countDownloads: `path:"tokenizer.json"`,
};
