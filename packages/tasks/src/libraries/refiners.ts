import type { LibraryUiElement } from "./types.js";

export const refiners: LibraryUiElement = {
	prettyLabel: "Refiners",
	repoName: "Refiners",
	repoUrl: "https://github.com/finegrain-ai/refiners",
	docsUrl: "https://refine.rs/",
	filter: false,
	countDownloads: `path:"model.safetensors"`,
};
