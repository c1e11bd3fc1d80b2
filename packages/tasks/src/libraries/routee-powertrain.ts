import type { LibraryUiElement } from "./types.js";

export const routeePowertrain: LibraryUiElement = {
	prettyLabel: "RouteE-Powertrain",
	repoName: "RouteE-Powertrain",
	repoUrl: "https://github.com/NatLabRockies/routee-powertrain",
	docsUrl: "https://natlabrockies.github.io/routee-powertrain/",
	filter: false,
	countDownloads: `path_extension:"onnx" OR path_extension:"joblib"`,
};
