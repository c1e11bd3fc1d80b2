import type { LibraryUiElement } from "./types.js";

export const magentaRealtime2: LibraryUiElement = {
	prettyLabel: "Magenta RT 2",
	repoName: "Magenta RT 2",
	repoUrl: "https://github.com/magenta/magenta-realtime",
	filter: false,
	countDownloads: `path:"models/mrt2_base/mrt2_base.mlxfn" OR path:"models/mrt2_small/mrt2_small.mlxfn" OR path:"checkpoints/mrt2_base.safetensors" OR path:"checkpoints/mrt2_small.safetensors"`,
};
