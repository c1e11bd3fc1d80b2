import type { ModelData } from "../model-data.js";
import { pythonString } from "./shared/index.js";
import type { LibraryUiElement } from "./types.js";

function pxiaSnippets(model: ModelData): string[] {
	return [
		`# pip install pxia
from pxia import AutoModel

model = AutoModel.from_pretrained(${pythonString(model.id)})`,
	];
}

export const pxia: LibraryUiElement = {
	prettyLabel: "pxia",
	repoName: "pxia",
	repoUrl: "https://github.com/not-lain/pxia",
	filter: false,
	snippets: pxiaSnippets,
};
