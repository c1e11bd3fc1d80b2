import type { ModelData } from "../model-data.js";
import { pythonString } from "./shared/index.js";
import type { LibraryUiElement } from "./types.js";

const usage = (model: ModelData): string[] => [
	`from comet import download_model, load_from_checkpoint

model_path = download_model(${pythonString(model.id)})
model = load_from_checkpoint(model_path)

data = [{"src": "Dem Feuer konnte Einhalt geboten werden", "mt": "The fire could be stopped", "ref": "They were able to control the fire."}]
output = model.predict(data, batch_size=8, gpus=0)
print(output.scores, output.system_score)`,
];

export const comet: LibraryUiElement = {
	prettyLabel: "COMET",
	repoName: "COMET",
	repoUrl: "https://github.com/Unbabel/COMET/",
	filter: false,
	snippets: usage,
	countDownloads: `path:"hparams.yaml"`,
};
