import type { LibraryUiElement } from "./types.js";

export const espnet: LibraryUiElement = {
	prettyLabel: "ESPnet",
	repoName: "ESPnet",
	repoUrl: "https://github.com/espnet/espnet",
	docsUrl: "https://huggingface.co/docs/hub/espnet",
	filter: true,
};
