import type { ModelData } from "../model-data.js";
import { shellSingleQuoted } from "./shared/index.js";
import type { LibraryUiElement } from "./types.js";

/** Moshi runs as a local web server; the MLX build (Apple silicon) has its own package and quantisation flag. */
function moshiSnippets(model: ModelData): string[] {
	const repo = shellSingleQuoted(model.id);
	if (/mlx/i.test(model.id)) {
		const bits = /q4/i.test(model.id) ? " -q 4" : /q8/i.test(model.id) ? " -q 8" : "";
		return [`pip install -U moshi_mlx\npython -m moshi_mlx.local_web${bits} --hf-repo ${repo}`];
	}
	return [`pip install -U moshi\npython -m moshi.server --hf-repo ${repo}\n# then open http://localhost:8998`];
}

export const moshi: LibraryUiElement = {
	prettyLabel: "Moshi",
	repoName: "Moshi",
	repoUrl: "https://github.com/kyutai-labs/moshi",
	filter: false,
	snippets: moshiSnippets,
	countDownloads: `path:"tokenizer-e351c8d8-checkpoint125.safetensors"`,
};
