import type { ModelData } from "../model-data.js";
import { pythonString } from "./shared/index.js";
import type { LibraryUiElement } from "./types.js";

const usage = (model: ModelData): string[] => [
	`import mlx.core as mx
import cartesia_mlx as cmx

model = cmx.from_pretrained(${pythonString(model.id)})
model.set_dtype(mx.float32)

prompt = "Rene Descartes was"
for text in model.generate(prompt, max_tokens=500, eval_every_n=5, verbose=True, top_p=0.99, temperature=0.85):
    print(text, end="", flush=True)`,
];

export const cartesiaMlx: LibraryUiElement = {
	prettyLabel: "Cartesia MLX",
	repoName: "Cartesia MLX",
	repoUrl: "https://github.com/cartesia-ai/cartesia_mlx",
	filter: false,
	snippets: usage,
};
