import type { LibraryUiElement } from "./types.js";

export const nvMedtech: LibraryUiElement = {
	prettyLabel: "NV-MedTech",
	repoName: "NV-MedTech",
	repoUrl: "https://github.com/nvidia-medtech",
	filter: false,
	countDownloads: `path_extension:"pt" OR path_extension:"safetensors" OR path:"config.json"`,
};
