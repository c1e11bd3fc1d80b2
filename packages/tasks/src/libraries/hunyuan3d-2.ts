import type { LibraryUiElement } from "./types.js";

export const hunyuan3d2: LibraryUiElement = {
	prettyLabel: "Hunyuan3D-2",
	repoName: "Hunyuan3D-2",
	repoUrl: "https://github.com/Tencent/Hunyuan3D-2",
	filter: false,
};
