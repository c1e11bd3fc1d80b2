import type { LibraryUiElement } from "./types.js";

export const magentaRealtime: LibraryUiElement = {
	prettyLabel: "Magenta RT",
	repoName: "Magenta RT",
	repoUrl: "https://github.com/magenta/magenta-realtime",
	filter: false,
	countDownloads: `path:"checkpoints/llm_base_x4286_c1860k.tar" OR path:"checkpoints/llm_large_x3047_c1860k.tar" OR path:"checkpoints/llm_large_x3047_c1860k/checkpoint"`,
};
