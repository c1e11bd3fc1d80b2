import type { LibraryUiElement } from "./types.js";

export const spanMarker: LibraryUiElement = {
	prettyLabel: "SpanMarker",
	repoName: "SpanMarkerNER",
	repoUrl: "https://github.com/tomaarsen/SpanMarkerNER",
	docsUrl: "https://huggingface.co/docs/hub/span_marker",
	filter: true,
};
