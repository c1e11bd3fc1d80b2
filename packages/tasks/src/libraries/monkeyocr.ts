import type { LibraryUiElement } from "./types.js";

export const monkeyocr: LibraryUiElement = {
	prettyLabel: "MonkeyOCR",
	repoName: "monkeyocr",
	repoUrl: "https://github.com/Yuliang-Liu/MonkeyOCR",
	filter: false,
	countDownloads: `path:"Recognition/config.json"`,
};
