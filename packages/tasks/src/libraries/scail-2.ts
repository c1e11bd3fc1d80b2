import type { LibraryUiElement } from "./types.js";

export const scail2: LibraryUiElement = {
	prettyLabel: "SCAIL-2",
	repoName: "SCAIL-2",
	repoUrl: "https://github.com/zai-org/SCAIL-2",
	filter: false,
	countDownloads: `path:"model/1/fsdp2_rank_0000_checkpoint.pt"`,
};
