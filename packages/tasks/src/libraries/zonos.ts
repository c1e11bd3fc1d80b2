import type { ModelData } from "../model-data.js";
import { pythonString } from "./shared/index.js";
import type { LibraryUiElement } from "./types.js";

/** Zonos speaks in the voice of a reference clip, turned into a speaker embedding first. */
const usage = (model: ModelData): string[] => [
	`# pip install git+https://github.com/Zyphra/Zonos.git
import torchaudio
from zonos.model import Zonos
from zonos.conditioning import make_cond_dict

model = Zonos.from_pretrained(${pythonString(model.id)}, device="cuda")

reference, sampling_rate = torchaudio.load("reference.wav")
speaker = model.make_speaker_embedding(reference, sampling_rate)
conditioning = model.prepare_conditioning(make_cond_dict(text="Hello, world!", speaker=speaker, language="en-us"))
codes = model.generate(conditioning)

wavs = model.autoencoder.decode(codes).cpu()
torchaudio.save("speech.wav", wavs[0], model.autoencoder.sampling_rate)`,
];

export const zonos: LibraryUiElement = {
	prettyLabel: "Zonos",
	repoName: "Zonos",
	repoUrl: "https://github.com/Zyphra/Zonos",
	docsUrl: "https://github.com/Zyphra/Zonos",
	filter: false,
	snippets: usage,
};
