import type { ModelData } from "../model-data.js";
import { pythonString } from "./shared/index.js";
import type { LibraryUiElement } from "./types.js";

const usage = (model: ModelData): string[] => [
	`from bertopic import BERTopic

topic_model = BERTopic.load(${pythonString(model.id)})
topics, probabilities = topic_model.transform(["a document to assign a topic to"])
print(topic_model.get_topic_info())`,
];

export const bertopic: LibraryUiElement = {
	prettyLabel: "BERTopic",
	repoName: "BERTopic",
	repoUrl: "https://github.com/MaartenGr/BERTopic",
	filter: true,
	snippets: usage,
};
