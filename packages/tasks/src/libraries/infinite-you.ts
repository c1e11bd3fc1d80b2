import type { LibraryUiElement } from "./types.js";

export const infiniteYou: LibraryUiElement = {
	prettyLabel: "InfiniteYou",
	repoName: "InfiniteYou",
	repoUrl: "https://github.com/bytedance/InfiniteYou",
	filter: false,
	countDownloads: `path:"infu_flux_v1.0/sim_stage1/image_proj_model.bin" OR path:"infu_flux_v1.0/aes_stage2/image_proj_model.bin"`,
};
