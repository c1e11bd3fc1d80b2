import type { ModelData } from "../model-data.js";
import { hubDownloadCommand } from "./shared/hub-cli.js";
import type { LibraryUiElement } from "./types.js";

/** Single-file checkpoints are meant for ComfyUI and similar apps, which read them from a models folder. */
function diffusionSingleFileSnippets(model: ModelData): string[] {
	return [
		`# Put the checkpoint where ComfyUI looks for models (LoRAs go to models/loras, VAEs to models/vae)
${hubDownloadCommand(model.id, "ComfyUI/models/checkpoints")}`,
	];
}

export const diffusionSingleFile: LibraryUiElement = {
	prettyLabel: "Diffusion Single File",
	repoName: "diffusion-single-file",
	repoUrl: "https://github.com/comfyanonymous/ComfyUI",
	filter: false,
	snippets: diffusionSingleFileSnippets,
	countDownloads: `path_extension:"safetensors"`,
};
