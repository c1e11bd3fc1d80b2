import type { LibraryUiElement } from "./types.js";

export const geometryCrafter: LibraryUiElement = {
	prettyLabel: "GeometryCrafter",
	repoName: "GeometryCrafter",
	repoUrl: "https://github.com/TencentARC/GeometryCrafter",
	filter: false,
	countDownloads: `path:"point_map_vae/diffusion_pytorch_model.safetensors"`,
};
