import type { ModelData } from "../model-data.js";
import { hubDownloadCommand } from "./shared/hub-cli.js";
import { hasTag, nameWithoutNamespace, shellSingleQuoted } from "./shared/index.js";
import type { LibraryUiElement } from "./types.js";

/** Text models run with the mlx-lm CLI; any other MLX model is fetched for the MLX example scripts. */
function mlxSnippets(model: ModelData): string[] {
	const download = `pip install -U huggingface_hub
${hubDownloadCommand(model.id, nameWithoutNamespace(model.id))}`;
	const generatesText = model.pipeline_tag === "text-generation" || hasTag(model, "conversational");
	if (!generatesText) return [download];
	const chatCommand = hasTag(model, "conversational")
		? `\n# Or chat with it in the terminal\nmlx_lm.chat --model ${shellSingleQuoted(model.id)}`
		: "";
	return [
		`pip install -U mlx-lm
mlx_lm.generate --model ${shellSingleQuoted(model.id)} --prompt 'Hello, how are you?'${chatCommand}`,
		download,
	];
}

export const mlx: LibraryUiElement = {
	prettyLabel: "MLX",
	repoName: "MLX",
	repoUrl: "https://github.com/ml-explore/mlx-examples/tree/main",
	filter: true,
	snippets: mlxSnippets,
};
