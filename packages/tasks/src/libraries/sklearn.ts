import type { ModelData } from "../model-data.js";
import { hasTag, PLACEHOLDER_MESSAGES, placeholderComment, pythonString } from "./shared/index.js";
import type { LibraryUiElement } from "./types.js";

/**
 * skops repos name their model file in config.json (`sklearn.model.file`) and say whether it is a pickle
 * or a skops archive; older scikit-learn repos hold a joblib dump named `sklearn_model.joblib`.
 */
function sklearnSnippets(model: ModelData): string[] {
	const id = pythonString(model.id);
	if (!hasTag(model, "skops")) return [joblibSnippet(id, "sklearn_model.joblib")];
	const file = model.config?.sklearn?.model?.file;
	if (!file) {
		return [
			`${placeholderComment(PLACEHOLDER_MESSAGES.modelFilenameMissing)}
from huggingface_hub import snapshot_download

model_dir = snapshot_download(${id})
# Load the model file found in model_dir with skops.io.load() (.skops) or joblib.load() (.pkl)`,
		];
	}
	if (model.config?.sklearn?.model_format === "pickle") return [joblibSnippet(id, file)];
	return [
		`from huggingface_hub import hf_hub_download
from skops.io import get_untrusted_types, load

path = hf_hub_download(${id}, ${pythonString(file)})
untrusted_types = get_untrusted_types(file=path)
print(untrusted_types)  # check these types before trusting them
model = load(path, trusted=untrusted_types)`,
	];
}

function joblibSnippet(id: string, file: string): string {
	return `import joblib
from huggingface_hub import hf_hub_download

# Only unpickle files from authors you trust
model = joblib.load(hf_hub_download(${id}, ${pythonString(file)}))`;
}

export const sklearn: LibraryUiElement = {
	prettyLabel: "Scikit-learn",
	repoName: "Scikit-learn",
	repoUrl: "https://github.com/scikit-learn/scikit-learn",
	filter: true,
	snippets: sklearnSnippets,
	countDownloads: `path:"sklearn_model.joblib"`,
};
