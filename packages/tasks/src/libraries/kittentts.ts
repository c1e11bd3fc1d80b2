import type { ModelData } from "../model-data.js";
import { pythonString } from "./shared/index.js";
import type { LibraryUiElement } from "./types.js";

const usage = (model: ModelData): string[] => [
	`# pip install kittentts soundfile
import soundfile as sf
from kittentts import KittenTTS

model = KittenTTS(${pythonString(model.id)})
audio = model.generate("The quick brown fox jumps over the lazy dog.")
sf.write("speech.wav", audio, 24000)`,
];

export const kittentts: LibraryUiElement = {
	prettyLabel: "KittenTTS",
	repoName: "KittenTTS",
	repoUrl: "https://github.com/KittenML/KittenTTS",
	filter: false,
	snippets: usage,
};
