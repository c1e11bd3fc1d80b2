import type { ModelData } from "../model-data.js";
import { pythonString } from "./shared/index.js";
import type { LibraryUiElement } from "./types.js";

const usage = (model: ModelData): string[] => [
	`# pip install voxcpm
import soundfile as sf
from voxcpm import VoxCPM

model = VoxCPM.from_pretrained(${pythonString(model.id)})
wav = model.generate(text="VoxCPM turns text into expressive speech.")
sf.write("output.wav", wav, model.tts_model.sample_rate)`,
];

export const voxcpm: LibraryUiElement = {
	prettyLabel: "VoxCPM",
	repoName: "VoxCPM",
	repoUrl: "https://github.com/OpenBMB/VoxCPM",
	filter: false,
	snippets: usage,
};
