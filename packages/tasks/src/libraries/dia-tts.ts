import { dia } from "./dia.js";
import type { LibraryUiElement } from "./types.js";

export const diaTts: LibraryUiElement = {
	prettyLabel: "Dia",
	repoName: "Dia",
	repoUrl: "https://github.com/nari-labs/dia",
	filter: false,
	// The same library under the id the Hub uses now (`dia` is kept for models that still name it).
	snippets: dia.snippets,
};
