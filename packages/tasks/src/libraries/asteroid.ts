import type { ModelData } from "../model-data.js";
import { pythonString } from "./shared/index.js";
import type { LibraryUiElement } from "./types.js";

const usage = (model: ModelData): string[] => [
	`from asteroid.models import BaseModel

model = BaseModel.from_pretrained(${pythonString(model.id)})
# Writes the separated sources next to the input file
model.separate("mixture.wav")`,
];

export const asteroid: LibraryUiElement = {
	prettyLabel: "Asteroid",
	repoName: "Asteroid",
	repoUrl: "https://github.com/asteroid-team/asteroid",
	docsUrl: "https://huggingface.co/docs/hub/asteroid",
	filter: true,
	snippets: usage,
	countDownloads: `path:"pytorch_model.bin"`,
};
