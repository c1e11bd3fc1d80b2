import type { ModelData } from "../model-data.js";
import { pythonString } from "./shared/index.js";
import type { LibraryUiElement } from "./types.js";

const usage = (model: ModelData): string[] => [
	`# pip install pruna
from pruna import PrunaModel

model = PrunaModel.from_hub(${pythonString(model.id)})`,
];

export const prunaAi: LibraryUiElement = {
	prettyLabel: "Pruna AI",
	repoName: "Pruna AI",
	repoUrl: "https://github.com/PrunaAI/pruna",
	docsUrl: "https://docs.pruna.ai",
	filter: false,
	snippets: usage,
};
