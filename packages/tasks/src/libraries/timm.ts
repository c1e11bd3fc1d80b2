import type { ModelData } from "../model-data.js";
import { pythonString } from "./shared/index.js";
import type { LibraryUiElement } from "./types.js";

function timmSnippets(model: ModelData): string[] {
	return [
		`import timm

model = timm.create_model(${pythonString(`hf_hub:${model.id}`)}, pretrained=True)
model.eval()`,
	];
}

export const timm: LibraryUiElement = {
	prettyLabel: "timm",
	repoName: "pytorch-image-models",
	repoUrl: "https://github.com/rwightman/pytorch-image-models",
	docsUrl: "https://huggingface.co/docs/hub/timm",
	filter: true,
	snippets: timmSnippets,
	countDownloads: `path:"pytorch_model.bin" OR path:"model.safetensors"`,
};
