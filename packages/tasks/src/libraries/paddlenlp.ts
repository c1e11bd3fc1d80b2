import type { ModelData } from "../model-data.js";
import { PLACEHOLDER_MESSAGES, placeholderComment, pythonIdentifier, pythonString } from "./shared/index.js";
import type { LibraryUiElement } from "./types.js";

/** PaddleNLP loads Hub repos with `from_hf_hub=True`; the architecture in config.json names the class. */
function paddlenlpSnippets(model: ModelData): string[] {
	const id = pythonString(model.id);
	const architecture = model.config?.architectures?.[0];
	if (!architecture) {
		return [
			`${placeholderComment(PLACEHOLDER_MESSAGES.unknownModelType)}
from paddlenlp.transformers import AutoModel, AutoTokenizer

tokenizer = AutoTokenizer.from_pretrained(${id}, from_hf_hub=True)
model = AutoModel.from_pretrained(${id}, from_hf_hub=True)`,
		];
	}
	const modelClass = pythonIdentifier(architecture, "AutoModel");
	return [
		`from paddlenlp.transformers import AutoTokenizer, ${modelClass}

tokenizer = AutoTokenizer.from_pretrained(${id}, from_hf_hub=True)
model = ${modelClass}.from_pretrained(${id}, from_hf_hub=True)`,
	];
}

export const paddlenlp: LibraryUiElement = {
	prettyLabel: "paddlenlp",
	repoName: "PaddleNLP",
	repoUrl: "https://github.com/PaddlePaddle/PaddleNLP",
	docsUrl: "https://huggingface.co/docs/hub/paddlenlp",
	filter: true,
	snippets: paddlenlpSnippets,
	countDownloads: `path:"model_config.json"`,
};
