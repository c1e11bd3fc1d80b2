import type { LibraryUiElement } from "./types.js";

export const sam3dBody: LibraryUiElement = {
	prettyLabel: "SAM 3D Body",
	repoName: "SAM 3D Body",
	repoUrl: "https://github.com/facebookresearch/sam-3d-body",
	filter: false,
	countDownloads: `path:"model_config.yaml"`,
};
