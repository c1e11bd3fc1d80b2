import type { LibraryUiElement } from "./types.js";

export const timeeTs: LibraryUiElement = {
	prettyLabel: "timee-ts",
	repoName: "timee-ts",
	repoUrl: "https://github.com/liamsbhoo/timee",
	filter: false,
	countDownloads: `path:"model.safetensors"`,
};
