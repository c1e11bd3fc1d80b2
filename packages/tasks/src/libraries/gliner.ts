import type { ModelData } from "../model-data.js";
import { pythonString } from "./shared/index.js";
import type { LibraryUiElement } from "./types.js";

const usage = (model: ModelData): string[] => [
	`from gliner import GLiNER

model = GLiNER.from_pretrained(${pythonString(model.id)})
text = "Cristiano Ronaldo plays for Al Nassr and the Portugal national team."
labels = ["person", "organization", "location"]
entities = model.predict_entities(text, labels, threshold=0.5)
for entity in entities:
    print(entity["text"], "=>", entity["label"])`,
];

export const gliner: LibraryUiElement = {
	prettyLabel: "GLiNER",
	repoName: "GLiNER",
	repoUrl: "https://github.com/urchade/GLiNER",
	filter: false,
	snippets: usage,
	countDownloads: `path:"gliner_config.json"`,
};
