import type { ModelData } from "../model-data.js";
import { pythonString } from "./shared/index.js";
import type { LibraryUiElement } from "./types.js";

const usage = (model: ModelData): string[] => [
	`# pip install git+https://github.com/nari-labs/dia.git
from dia.model import Dia

model = Dia.from_pretrained(${pythonString(model.id)})

text = "[S1] Dia is an open weights text to dialogue model. [S2] You get full control over scripts and voices."
output = model.generate(text)
model.save_audio("dialogue.mp3", output)`,
];

export const dia: LibraryUiElement = {
	prettyLabel: "Dia",
	repoName: "Dia",
	repoUrl: "https://github.com/nari-labs/dia",
	filter: false,
	snippets: usage,
};
