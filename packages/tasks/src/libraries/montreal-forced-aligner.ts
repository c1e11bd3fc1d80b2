import type { LibraryUiElement } from "./types.js";

export const montrealForcedAligner: LibraryUiElement = {
	prettyLabel: "Montreal Forced Aligner",
	repoName: "Montreal Forced Aligner",
	repoUrl: "https://github.com/MontrealCorpusTools/Montreal-Forced-Aligner",
	docsUrl: "https://montreal-forced-aligner.readthedocs.io",
	filter: false,
	countDownloads: `path:"acoustic/final.mdl" OR path_extension:"zip"`,
};
