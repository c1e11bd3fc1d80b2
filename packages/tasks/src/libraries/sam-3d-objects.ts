import type { LibraryUiElement } from "./types.js";

export const sam3dObjects: LibraryUiElement = {
	prettyLabel: "SAM 3D Objects",
	repoName: "SAM 3D Objects",
	repoUrl: "https://github.com/facebookresearch/sam-3d-objects",
	filter: false,
	countDownloads: `path:"checkpoints/pipeline.yaml"`,
};
