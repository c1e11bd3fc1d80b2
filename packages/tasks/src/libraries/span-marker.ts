import type { ModelData } from "../model-data.js";
import { pythonString } from "./shared/index.js";
import type { LibraryUiElement } from "./types.js";

function spanMarkerSnippets(model: ModelData): string[] {
	return [
		`from span_marker import SpanMarkerModel

model = SpanMarkerModel.from_pretrained(${pythonString(model.id)})
entities = model.predict("Amelia Earhart flew her single engine Lockheed Vega 5B across the Atlantic to Paris.")`,
	];
}

export const spanMarker: LibraryUiElement = {
	prettyLabel: "SpanMarker",
	repoName: "SpanMarkerNER",
	repoUrl: "https://github.com/tomaarsen/SpanMarkerNER",
	docsUrl: "https://huggingface.co/docs/hub/span_marker",
	filter: true,
	snippets: spanMarkerSnippets,
};
