import type { ModelData } from "../model-data.js";
import { pythonString } from "./shared/index.js";
import type { LibraryUiElement } from "./types.js";

const usage = (model: ModelData): string[] => [
	`# pip install gliner2
from gliner2 import GLiNER2

extractor = GLiNER2.from_pretrained(${pythonString(model.id)})
text = "Apple CEO Tim Cook announced the iPhone 15 in Cupertino."
result = extractor.extract_entities(text, ["company", "person", "product", "location"])
print(result)`,
];

export const gliner2: LibraryUiElement = {
	prettyLabel: "GLiNER2",
	repoName: "GLiNER2",
	repoUrl: "https://github.com/fastino-ai/GLiNER2",
	filter: false,
	snippets: usage,
};
