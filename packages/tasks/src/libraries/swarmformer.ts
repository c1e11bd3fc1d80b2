import type { ModelData } from "../model-data.js";
import { pythonString } from "./shared/index.js";
import type { LibraryUiElement } from "./types.js";

function swarmformerSnippets(model: ModelData): string[] {
	return [
		`# pip install git+https://github.com/takara-ai/SwarmFormer.git
from swarmformer import SwarmFormerModel

model = SwarmFormerModel.from_pretrained(${pythonString(model.id)})
model.eval()`,
	];
}

export const swarmformer: LibraryUiElement = {
	prettyLabel: "SwarmFormer",
	repoName: "SwarmFormer",
	repoUrl: "https://github.com/takara-ai/SwarmFormer",
	filter: false,
	snippets: swarmformerSnippets,
};
