import type { ModelData } from "../model-data.js";
import { baseModelOf, PLACEHOLDER_MESSAGES, placeholderComment, pythonString } from "./shared/index.js";
import type { LibraryUiElement } from "./types.js";

/** The transformers class that a PEFT task type adapts. */
const AUTO_MODEL_BY_TASK_TYPE: Record<string, string> = {
	CAUSAL_LM: "AutoModelForCausalLM",
	SEQ_2_SEQ_LM: "AutoModelForSeq2SeqLM",
	TOKEN_CLS: "AutoModelForTokenClassification",
	SEQ_CLS: "AutoModelForSequenceClassification",
};

/**
 * An adapter is applied to its base model (adapter_config.json, else the card's base_model). With an
 * unknown task type, AutoPeftModel still loads the pair from the adapter config alone.
 */
function peftSnippets(model: ModelData): string[] {
	const id = pythonString(model.id);
	const taskType = model.config?.peft?.task_type;
	const autoModel =
		taskType && Object.hasOwn(AUTO_MODEL_BY_TASK_TYPE, taskType) ? AUTO_MODEL_BY_TASK_TYPE[taskType] : undefined;
	if (!autoModel) {
		return [
			`${placeholderComment(PLACEHOLDER_MESSAGES.taskTypeInvalid)}
from peft import AutoPeftModel

# Loads the base model named in adapter_config.json with the adapter on top
model = AutoPeftModel.from_pretrained(${id})`,
		];
	}
	const configBase = model.config?.peft?.base_model_name_or_path;
	const base = configBase || baseModelOf(model);
	if (!base) {
		return [
			placeholderComment(
				`${PLACEHOLDER_MESSAGES.baseModelNotFound}\nLoad the model this adapter was trained on, then:\nmodel = PeftModel.from_pretrained(base_model, ${id})`,
			),
		];
	}
	const source = configBase ? "" : "  # base model from the model card";
	return [
		`from peft import PeftModel
from transformers import ${autoModel}

base_model = ${autoModel}.from_pretrained(${pythonString(base)})${source}
model = PeftModel.from_pretrained(base_model, ${id})`,
	];
}

export const peft: LibraryUiElement = {
	prettyLabel: "PEFT",
	repoName: "PEFT",
	repoUrl: "https://github.com/huggingface/peft",
	filter: true,
	snippets: peftSnippets,
	countDownloads: `path:"adapter_config.json"`,
};
