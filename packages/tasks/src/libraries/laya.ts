import type { LibraryUiElement } from "./types.js";

export const laya: LibraryUiElement = {
	prettyLabel: "Laya",
	repoName: "Laya",
	repoUrl: "https://github.com/NandhaKishorM/laya",
	filter: false,
	countDownloads: `path:"rl_agent_config.json"`,
};
