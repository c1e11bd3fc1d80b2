import type { LibraryUiElement } from "./types.js";

export const adapterTransformers: LibraryUiElement = {
	prettyLabel: "Adapters",
	repoName: "adapters",
	repoUrl: "https://github.com/Adapter-Hub/adapters",
	docsUrl: "https://huggingface.co/docs/hub/adapters",
	filter: true,
};
