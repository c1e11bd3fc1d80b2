import type { LibraryUiElement } from "./types.js";

export const stableBaselines3: LibraryUiElement = {
	prettyLabel: "stable-baselines3",
	repoName: "stable-baselines3",
	repoUrl: "https://github.com/huggingface/huggingface_sb3",
	docsUrl: "https://huggingface.co/docs/hub/stable-baselines3",
	filter: true,
};
