import type { LibraryUiElement } from "./types.js";

export const diffusionSingleFile: LibraryUiElement = {
	prettyLabel: "Diffusion Single File",
	repoName: "diffusion-single-file",
	repoUrl: "https://github.com/comfyanonymous/ComfyUI",
	filter: false,
};
