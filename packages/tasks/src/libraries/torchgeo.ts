import type { LibraryUiElement } from "./types.js";

export const torchgeo: LibraryUiElement = {
	prettyLabel: "TorchGeo",
	repoName: "TorchGeo",
	repoUrl: "https://github.com/microsoft/torchgeo",
	docsUrl: "https://torchgeo.readthedocs.io/",
	filter: false,
	countDownloads: `path_extension:"pt" OR path_extension:"pth"`,
};
