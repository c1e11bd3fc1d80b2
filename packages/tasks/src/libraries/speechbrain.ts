import type { LibraryUiElement } from "./types.js";

export const speechbrain: LibraryUiElement = {
	prettyLabel: "speechbrain",
	repoName: "speechbrain",
	repoUrl: "https://github.com/speechbrain/speechbrain",
	docsUrl: "https://huggingface.co/docs/hub/speechbrain",
	filter: true,
};
