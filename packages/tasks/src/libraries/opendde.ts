import type { LibraryUiElement } from "./types.js";

export const opendde: LibraryUiElement = {
	prettyLabel: "OpenDDE",
	repoName: "OpenDDE",
	repoUrl: "https://github.com/aurekaresearch/OpenDDE",
	docsUrl: "https://huggingface.co/aurekaresearch/OpenDDE/blob/main/docs/inference_instructions.md",
	filter: false,
	countDownloads: `path_extension:"pt"`,
};
