import type { LibraryUiElement } from "./types.js";

export const fme: LibraryUiElement = {
	prettyLabel: "Full Model Emulation",
	repoName: "Full Model Emulation",
	repoUrl: "https://github.com/ai2cm/ace",
	docsUrl: "https://ai2-climate-emulator.readthedocs.io/en/latest/",
	filter: false,
	countDownloads: `path_extension:"tar"`,
};
