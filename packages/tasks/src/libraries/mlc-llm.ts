import type { ModelData } from "../model-data.js";
import { pythonString } from "./shared/index.js";
import type { LibraryUiElement } from "./types.js";

/** MLC-LLM's Python engine takes an `HF://` model URL and answers OpenAI-style chat requests. */
function mlcLlmSnippets(model: ModelData): string[] {
	const url = pythonString(`HF://${model.id}`);
	return [
		`# pip install mlc-llm (see https://llm.mlc.ai/docs/install/mlc_llm.html for your platform)
from mlc_llm import MLCEngine

engine = MLCEngine(${url})
response = engine.chat.completions.create(
    messages=[{"role": "user", "content": "What is the meaning of life?"}],
    model=${url},
    stream=False,
)
print(response.choices[0].message.content)
engine.terminate()`,
	];
}

export const mlcLlm: LibraryUiElement = {
	prettyLabel: "MLC-LLM",
	repoName: "MLC-LLM",
	repoUrl: "https://github.com/mlc-ai/mlc-llm",
	docsUrl: "https://llm.mlc.ai/docs/",
	filter: false,
	snippets: mlcLlmSnippets,
	countDownloads: `path:"mlc-chat-config.json"`,
};
