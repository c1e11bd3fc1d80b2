import type { ModelData } from "../model-data.js";
import { pythonString } from "./shared/index.js";
import type { LibraryUiElement } from "./types.js";

/**
 * Sapiens-Lite repos (`-torchscript`, `-bfloat16`, `-float16`) hold one `.pt2` file that loads with
 * PyTorch alone; the other repos hold checkpoints for the full sapiens codebase (mmpose, mmseg...).
 */
function sapiensSnippets(model: ModelData): string[] {
	const id = pythonString(model.id);
	const lite = model.id.match(/-(torchscript|bfloat16|float16)$/)?.[1];
	if (!lite) {
		return [
			`# Original checkpoint for the sapiens codebase: https://github.com/facebookresearch/sapiens
# (its -torchscript variant runs with PyTorch alone)
from huggingface_hub import snapshot_download

checkpoint_dir = snapshot_download(${id})`,
		];
	}
	const load =
		lite === "torchscript" ? "model = torch.jit.load(checkpoint)" : "model = torch.export.load(checkpoint).module()";
	return [
		`from pathlib import Path

import torch
from huggingface_hub import snapshot_download

model_dir = Path(snapshot_download(${id}, allow_patterns=["*.pt2"]))
checkpoint = next(model_dir.rglob("*.pt2"))
${load}`,
	];
}

export const sapiens: LibraryUiElement = {
	prettyLabel: "sapiens",
	repoName: "sapiens",
	repoUrl: "https://github.com/facebookresearch/sapiens",
	filter: false,
	snippets: sapiensSnippets,
	countDownloads: `path_extension:"pt2" OR path_extension:"pth" OR path_extension:"onnx"`,
};
