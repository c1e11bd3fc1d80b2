import type { ModelData } from "../model-data.js";
import { pythonString } from "./shared/index.js";
import type { LibraryUiElement } from "./types.js";

/** TiC-CLIP repos hold one OpenCLIP ViT-B-16 checkpoint per training year under checkpoints/. */
function ticClipSnippets(model: ModelData): string[] {
	return [
		`import open_clip
from huggingface_hub import hf_hub_download

# One checkpoint per time step: checkpoints/2014.pt ... checkpoints/2022.pt
checkpoint = hf_hub_download(repo_id=${pythonString(model.id)}, filename="checkpoints/2022.pt")
model, _, preprocess = open_clip.create_model_and_transforms("ViT-B-16", pretrained=checkpoint)
tokenizer = open_clip.get_tokenizer("ViT-B-16")`,
	];
}

export const ticClip: LibraryUiElement = {
	prettyLabel: "TiC-CLIP",
	repoName: "TiC-CLIP",
	repoUrl: "https://github.com/apple/ml-tic-clip",
	filter: false,
	snippets: ticClipSnippets,
	countDownloads: `path_extension:"pt" AND path_prefix:"checkpoints/"`,
};
