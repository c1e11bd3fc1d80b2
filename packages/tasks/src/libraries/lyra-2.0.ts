import type { LibraryUiElement } from "./types.js";

export const lyra20: LibraryUiElement = {
	prettyLabel: "Lyra-2.0",
	repoName: "Lyra-2.0",
	repoUrl: "https://github.com/nv-tlabs/lyra",
	filter: false,
	countDownloads: `path:"checkpoints/image_encoder/model.pth"`,
};
