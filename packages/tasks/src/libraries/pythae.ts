import type { ModelData } from "../model-data.js";
import { pythonString } from "./shared/index.js";
import type { LibraryUiElement } from "./types.js";

function pythaeSnippets(model: ModelData): string[] {
	return [
		`from pythae.models import AutoModel

model = AutoModel.load_from_hf_hub(hf_hub_path=${pythonString(model.id)})`,
	];
}

export const pythae: LibraryUiElement = {
	prettyLabel: "pythae",
	repoName: "pythae",
	repoUrl: "https://github.com/clementchadebec/benchmark_VAE",
	filter: false,
	snippets: pythaeSnippets,
};
