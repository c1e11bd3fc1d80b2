import type { ModelData } from "../model-data.js";
import { pythonString } from "./shared/index.js";
import type { LibraryUiElement } from "./types.js";

const usage = (model: ModelData): string[] => [
	`from flair.data import Sentence
from flair.models import SequenceTagger

tagger = SequenceTagger.load(${pythonString(model.id)})
sentence = Sentence("George Washington went to Washington.")
tagger.predict(sentence)
print(sentence)  # the sentence with its predicted labels`,
];

export const flair: LibraryUiElement = {
	prettyLabel: "Flair",
	repoName: "Flair",
	repoUrl: "https://github.com/flairNLP/flair",
	docsUrl: "https://huggingface.co/docs/hub/flair",
	filter: true,
	snippets: usage,
	countDownloads: `path:"pytorch_model.bin"`,
};
