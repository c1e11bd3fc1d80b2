import type { ModelData } from "../model-data.js";
import { PLACEHOLDER_MESSAGES, placeholderComment, pythonString } from "./shared/index.js";
import type { LibraryUiElement } from "./types.js";

/** The base model the adapter was trained on, from `config.adapter_transformers.model_name`. */
function baseModelLine(model: ModelData): string {
	const baseModel = model.config?.adapter_transformers?.model_name;
	if (typeof baseModel === "string" && baseModel !== "") {
		return `model = AutoAdapterModel.from_pretrained(${pythonString(baseModel)})`;
	}
	return `${placeholderComment(`${PLACEHOLDER_MESSAGES.baseModelNotFound} Set the base model id (config.json adapter_transformers.model_name).`)}\nmodel = AutoAdapterModel.from_pretrained("fill-in-base-model")`;
}

const usage = (model: ModelData): string[] => [
	`from adapters import AutoAdapterModel

${baseModelLine(model)}
model.load_adapter(${pythonString(model.id)}, set_active=True)`,
];

export const adapterTransformers: LibraryUiElement = {
	prettyLabel: "Adapters",
	repoName: "adapters",
	repoUrl: "https://github.com/Adapter-Hub/adapters",
	docsUrl: "https://huggingface.co/docs/hub/adapters",
	filter: true,
	snippets: usage,
	countDownloads: `path:"adapter_config.json"`,
};
