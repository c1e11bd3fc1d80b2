import type { ModelData } from "../model-data.js";
import { pythonString } from "./shared/index.js";
import type { LibraryUiElement } from "./types.js";

function setfitSnippets(model: ModelData): string[] {
	return [
		`from setfit import SetFitModel

model = SetFitModel.from_pretrained(${pythonString(model.id)})
predictions = model.predict(["I loved the spiderman movie!", "Pineapple on pizza is the worst"])`,
	];
}

export const setfit: LibraryUiElement = {
	prettyLabel: "setfit",
	repoName: "setfit",
	repoUrl: "https://github.com/huggingface/setfit",
	docsUrl: "https://huggingface.co/docs/hub/setfit",
	filter: true,
	snippets: setfitSnippets,
};
