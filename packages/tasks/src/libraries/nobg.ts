import type { ModelData } from "../model-data.js";
import { pythonString } from "./shared/index.js";
import type { LibraryUiElement } from "./types.js";

/** nobg's AutoModel picks the model class from the repo; process() runs the whole cut-out pipeline. */
const usage = (model: ModelData): string[] => [
	`# pip install nobg
from nobg import AutoModel

model = AutoModel.from_pretrained(${pythonString(model.id)})
model.process("input.jpg").save("output.png")  # RGBA cut-out at the input's resolution`,
];

export const nobg: LibraryUiElement = {
	prettyLabel: "nobg",
	repoName: "nobg",
	repoUrl: "https://github.com/feyninc/nobg",
	filter: false,
	snippets: usage,
};
