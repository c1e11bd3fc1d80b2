import type { ModelData } from "../model-data.js";
import { nameWithoutNamespace, pythonString } from "./shared/index.js";
import type { LibraryUiElement } from "./types.js";

/** Stanza's Hub repos are `stanfordnlp/stanza-<lang>`; stanza.download fetches them by language code. */
function stanzaSnippets(model: ModelData): string[] {
	const language = pythonString(nameWithoutNamespace(model.id).replace(/^stanza-/, ""));
	return [
		`import stanza

stanza.download(${language})
nlp = stanza.Pipeline(${language})
doc = nlp("Barack Obama was born in Hawaii.")`,
	];
}

export const stanza: LibraryUiElement = {
	prettyLabel: "Stanza",
	repoName: "stanza",
	repoUrl: "https://github.com/stanfordnlp/stanza",
	docsUrl: "https://huggingface.co/docs/hub/stanza",
	filter: true,
	snippets: stanzaSnippets,
	countDownloads: `path:"models/default.zip"`,
};
