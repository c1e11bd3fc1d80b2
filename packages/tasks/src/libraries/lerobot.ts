import type { LibraryUiElement } from "./types.js";

export const lerobot: LibraryUiElement = {
	prettyLabel: "LeRobot",
	repoName: "LeRobot",
	repoUrl: "https://github.com/huggingface/lerobot",
	docsUrl: "https://huggingface.co/docs/lerobot",
	filter: false,
};
