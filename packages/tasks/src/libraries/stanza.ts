import type { LibraryUiElement } from "./types.js";

export const stanza: LibraryUiElement = {
	prettyLabel: "Stanza",
	repoName: "stanza",
	repoUrl: "https://github.com/stanfordnlp/stanza",
	docsUrl: "https://huggingface.co/docs/hub/stanza",
	filter: true,
};
