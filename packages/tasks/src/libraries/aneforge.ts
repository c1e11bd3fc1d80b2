import type { ModelData } from "../model-data.js";
import { pythonString } from "./shared/index.js";
import type { LibraryUiElement } from "./types.js";

/**
 * ANEForge runs Hub models on the Apple Neural Engine: sentence encoders through its drop-in
 * SentenceTransformer, Llama/Qwen-family causal LMs through `aneforge.llm.from_pretrained`.
 */
function aneforgeSnippets(model: ModelData): string[] {
	const id = pythonString(model.id);
	if (model.pipeline_tag === "text-generation") {
		return [
			`# pip install aneforge  (Apple Silicon, macOS 14+)
import aneforge.llm as llm
from transformers import AutoTokenizer

tokenizer = AutoTokenizer.from_pretrained(${id})
model = llm.from_pretrained(${id})  # compress="int8" or "int4" streams quantized weights

prompt = "The Apple Neural Engine is"
generated = model.generate(tokenizer(prompt)["input_ids"], max_new_tokens=32, eos_id=tokenizer.eos_token_id)
print(prompt + tokenizer.decode(generated))`,
		];
	}
	return [
		`# pip install "aneforge[models]"  (Apple Silicon, macOS 14+)
from aneforge.sentence_transformers import SentenceTransformer

model = SentenceTransformer(${id})
embeddings = model.encode(["Hello from the Neural Engine"], normalize_embeddings=True)`,
	];
}

export const aneforge: LibraryUiElement = {
	prettyLabel: "ANEForge",
	repoName: "ANEForge",
	repoUrl: "https://github.com/sbryngelson/ANEForge",
	docsUrl: "https://aneforge.readthedocs.io",
	filter: false,
	snippets: aneforgeSnippets,
};
