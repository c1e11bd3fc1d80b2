import type { ModelData } from "../model-data.js";
import { pythonString } from "./shared/index.js";
import type { LibraryUiElement } from "./types.js";

/** MITIE models are plain .dat files read by the mitie Python bindings. */
function mitieSnippets(model: ModelData): string[] {
	return [
		`# pip install mitie
from pathlib import Path

from huggingface_hub import snapshot_download
from mitie import named_entity_extractor, tokenize

model_dir = Path(snapshot_download(${pythonString(model.id)}))
# The repo's NER model file (MITIE models are .dat files)
ner = named_entity_extractor(str(next(model_dir.rglob("*ner*.dat"))))

tokens = tokenize("Alice went to Paris with Bob.")
for entity in ner.extract_entities(tokens):
    print(entity)`,
	];
}

export const mitie: LibraryUiElement = {
	prettyLabel: "MITIE",
	repoName: "MITIE",
	repoUrl: "https://github.com/mit-nlp/MITIE",
	filter: false,
	snippets: mitieSnippets,
	countDownloads: `path_filename:"total_word_feature_extractor"`,
};
