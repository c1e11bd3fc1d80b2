import type { ModelData } from "../model-data.js";
import { pythonString } from "./shared/index.js";
import type { LibraryUiElement } from "./types.js";

/** OpenCLIP resolves `hf-hub:<repo>` names for both the model and its tokenizer. */
function openClipSnippets(model: ModelData): string[] {
	const name = pythonString(`hf-hub:${model.id}`);
	return [
		`import open_clip

model, preprocess_train, preprocess_val = open_clip.create_model_and_transforms(${name})
tokenizer = open_clip.get_tokenizer(${name})`,
	];
}

export const openClip: LibraryUiElement = {
	prettyLabel: "OpenCLIP",
	repoName: "OpenCLIP",
	repoUrl: "https://github.com/mlfoundations/open_clip",
	filter: true,
	snippets: openClipSnippets,
	countDownloads: `path:"open_clip_model.safetensors" OR path:"model.safetensors" OR path:"open_clip_pytorch_model.bin" OR path:"pytorch_model.bin"`,
};
