import type { LibraryUiElement } from "./types.js";

export const pyannoteAudio: LibraryUiElement = {
	prettyLabel: "pyannote.audio",
	repoName: "pyannote-audio",
	repoUrl: "https://github.com/pyannote/pyannote-audio",
	filter: true,
};
