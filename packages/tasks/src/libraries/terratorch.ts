import type { ModelData } from "../model-data.js";
import { pythonString } from "./shared/index.js";
import type { LibraryUiElement } from "./types.js";

function terratorchSnippets(model: ModelData): string[] {
	return [
		`from terratorch.registry import BACKBONE_REGISTRY

model = BACKBONE_REGISTRY.build(${pythonString(model.id)})`,
	];
}

export const terratorch: LibraryUiElement = {
	prettyLabel: "TerraTorch",
	repoName: "TerraTorch",
	repoUrl: "https://github.com/IBM/terratorch",
	docsUrl: "https://ibm.github.io/terratorch/",
	filter: false,
	snippets: terratorchSnippets,
	countDownloads: `path_extension:"pt" OR path_extension:"ckpt"`,
};
