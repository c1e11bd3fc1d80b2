import type { ModelData } from "../model-data.js";
import { pythonString } from "./shared/index.js";
import type { LibraryUiElement } from "./types.js";

const usage = (model: ModelData): string[] => [
	`from hezar.models import Model

model = Model.load(${pythonString(model.id)})
outputs = model.predict(["Hezar is a Persian AI library"])
print(outputs)`,
];

export const hezar: LibraryUiElement = {
	prettyLabel: "Hezar",
	repoName: "Hezar",
	repoUrl: "https://github.com/hezarai/hezar",
	docsUrl: "https://hezarai.github.io/hezar",
	filter: false,
	snippets: usage,
	countDownloads: `path:"model_config.yaml" OR path:"embedding/embedding_config.yaml"`,
};
