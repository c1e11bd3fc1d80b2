import type { LibraryUiElement } from "./types.js";

export const mambaSsm: LibraryUiElement = {
	prettyLabel: "MambaSSM",
	repoName: "MambaSSM",
	repoUrl: "https://github.com/state-spaces/mamba",
	filter: false,
};
