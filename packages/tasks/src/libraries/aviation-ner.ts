import type { LibraryUiElement } from "./types.js";

export const aviationNer: LibraryUiElement = {
	prettyLabel: "Aviation NER",
	repoName: "Aviation NER",
	repoUrl: "https://github.com/Boeing/aviation_ner_sdr",
	docsUrl: "https://github.com/Boeing/aviation_ner_sdr",
	filter: false,
	countDownloads: `path:"gliner_config.json"`,
};
