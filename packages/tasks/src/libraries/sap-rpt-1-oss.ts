import type { LibraryUiElement } from "./types.js";

export const sapRpt1Oss: LibraryUiElement = {
	prettyLabel: "sap-rpt-1-oss",
	repoName: "sap-rpt-1-oss",
	repoUrl: "https://github.com/SAP-samples/sap-rpt-1-oss",
	filter: false,
	countDownloads: `path_extension:"pt"`,
};
