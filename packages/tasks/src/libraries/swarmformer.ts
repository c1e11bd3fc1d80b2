import type { LibraryUiElement } from "./types.js";

export const swarmformer: LibraryUiElement = {
	prettyLabel: "SwarmFormer",
	repoName: "SwarmFormer",
	repoUrl: "https://github.com/takara-ai/SwarmFormer",
	filter: false,
};
