import type { ModelData } from "../model-data.js";
import { nameWithoutNamespace, pythonString } from "./shared/index.js";
import type { LibraryUiElement } from "./types.js";

/** mlxim names models like timm; the Hub repo `mlx-vision/<name>-mlxim` holds the weights for `<name>`. */
function mlxImageSnippets(model: ModelData): string[] {
	const name = nameWithoutNamespace(model.id).replace(/-mlxim$/, "");
	return [
		`# pip install mlx-image
from mlxim.model import create_model

model = create_model(${pythonString(name)})  # pretrained weights from the Hub
model.eval()`,
	];
}

export const mlxImage: LibraryUiElement = {
	prettyLabel: "mlx-image",
	repoName: "mlx-image",
	repoUrl: "https://github.com/riccardomusmeci/mlx-image",
	docsUrl: "https://huggingface.co/docs/hub/mlx-image",
	filter: false,
	snippets: mlxImageSnippets,
	countDownloads: `path:"model.safetensors"`,
};
