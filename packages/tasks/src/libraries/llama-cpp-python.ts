import type { ModelData } from "../model-data.js";
import { firstWidgetText, hasTag, pythonString } from "./shared/index.js";
import type { LibraryUiElement } from "./types.js";

/**
 * `{{GGUF_FILE}}` is the placeholder the Hub fills with the chosen quantization's file name; it sits inside
 * a string literal so the snippet parses as it is.
 */
function load(model: ModelData): string {
	return `# pip install llama-cpp-python huggingface_hub
from llama_cpp import Llama

llm = Llama.from_pretrained(
    repo_id=${pythonString(model.id)},
    filename="{{GGUF_FILE}}",
)`;
}

function chat(model: ModelData): string {
	const question = firstWidgetText(model) ?? "What is the capital of France?";
	return `output = llm.create_chat_completion(
    messages=[
        {"role": "user", "content": ${pythonString(question)}},
    ],
)
print(output["choices"][0]["message"]["content"])`;
}

function completion(model: ModelData): string {
	const prompt = firstWidgetText(model) ?? "Once upon a time,";
	return `output = llm(
    ${pythonString(prompt)},
    max_tokens=512,
    echo=True,
)
print(output["choices"][0]["text"])`;
}

const usage = (model: ModelData): string[] => [
	load(model),
	hasTag(model, "conversational") ? chat(model) : completion(model),
];

export const llamaCppPython: LibraryUiElement = {
	prettyLabel: "llama-cpp-python",
	repoName: "llama-cpp-python",
	repoUrl: "https://github.com/abetlen/llama-cpp-python",
	filter: false,
	snippets: usage,
};
