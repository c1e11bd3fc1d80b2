import type { LibraryUiElement } from "./types.js";

export const supertonic: LibraryUiElement = {
	prettyLabel: "Supertonic",
	repoName: "Supertonic",
	repoUrl: "https://github.com/supertone-inc/supertonic",
	filter: false,
};
