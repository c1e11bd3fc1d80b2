import type { ModelData } from "../model-data.js";
import { pythonString } from "./shared/index.js";
import type { LibraryUiElement } from "./types.js";

const usage = (model: ModelData): string[] => [
	`import fasttext
from huggingface_hub import hf_hub_download

model = fasttext.load_model(hf_hub_download(${pythonString(model.id)}, "model.bin"))
print(model.predict("Hello, how are you?"))`,
];

export const fasttext: LibraryUiElement = {
	prettyLabel: "fastText",
	repoName: "fastText",
	repoUrl: "https://fasttext.cc/",
	filter: true,
	snippets: usage,
	countDownloads: `path_extension:"bin"`,
};
