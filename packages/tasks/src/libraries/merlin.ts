import type { LibraryUiElement } from "./types.js";

/** The merlin-vlm package downloads its own weights (stanfordmimi/Merlin); the flags pick the heads. */
function merlinSnippets(): string[] {
	return [
		`# pip install merlin-vlm
from merlin import Merlin

# Image and text embeddings; weights come from the stanfordmimi/Merlin repo on first use
model = Merlin()
# Image embeddings only: Merlin(ImageEmbedding=True); phenotypes: Merlin(PhenotypeCls=True)
# Radiology report generation: Merlin(RadiologyReport=True)
model.eval()`,
	];
}

export const merlin: LibraryUiElement = {
	prettyLabel: "Merlin",
	repoName: "Merlin",
	repoUrl: "https://github.com/StanfordMIMI/Merlin",
	filter: false,
	snippets: merlinSnippets,
	countDownloads: `path_extension:"pt"`,
};
