import type { ModelData } from "../model-data.js";
import { pythonString } from "./shared/index.js";
import type { LibraryUiElement } from "./types.js";

function relikSnippets(model: ModelData): string[] {
	return [
		`from relik import Relik

relik = Relik.from_pretrained(${pythonString(model.id)})
output = relik("Michael Jordan was one of the best players in the NBA.")`,
	];
}

export const relik: LibraryUiElement = {
	prettyLabel: "Relik",
	repoName: "Relik",
	repoUrl: "https://github.com/SapienzaNLP/relik",
	filter: false,
	snippets: relikSnippets,
};
