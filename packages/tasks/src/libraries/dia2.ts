import type { ModelData } from "../model-data.js";
import { pythonString } from "./shared/index.js";
import type { LibraryUiElement } from "./types.js";

const usage = (model: ModelData): string[] => [
	`# Install Dia2 from https://github.com/nari-labs/dia2
from dia2 import Dia2, GenerationConfig, SamplingConfig

dia = Dia2.from_repo(${pythonString(model.id)}, device="cuda", dtype="bfloat16")
config = GenerationConfig(cfg_scale=2.0, audio=SamplingConfig(temperature=0.8, top_k=50))
# [S1] and [S2] mark the two speakers of the dialogue
dia.generate("[S1] Hello from Dia2! [S2] And hello back.", config=config, output_wav="dialogue.wav")`,
];

export const dia2: LibraryUiElement = {
	prettyLabel: "Dia2",
	repoName: "Dia2",
	repoUrl: "https://github.com/nari-labs/dia2",
	filter: false,
	snippets: usage,
};
