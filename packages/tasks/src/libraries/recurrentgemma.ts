import type { ModelData } from "../model-data.js";
import { pythonString } from "./shared/index.js";
import type { LibraryUiElement } from "./types.js";

/** RecurrentGemma's PyTorch implementation builds a Griffin model from a state dict and a SentencePiece vocab. */
function recurrentgemmaSnippets(model: ModelData): string[] {
	return [
		`# pip install "recurrentgemma[torch] @ git+https://github.com/google-deepmind/recurrentgemma.git"
from pathlib import Path

import sentencepiece as spm
import torch
from huggingface_hub import snapshot_download
from recurrentgemma import torch as recurrentgemma

device = "cuda" if torch.cuda.is_available() else "cpu"
model_dir = Path(snapshot_download(${pythonString(model.id)}))
params = torch.load(next(model_dir.rglob("*.pt")), map_location=device)
vocab = spm.SentencePieceProcessor()
vocab.Load(str(next(model_dir.rglob("tokenizer.model"))))

# Use the preset of the checkpoint's size (Preset.RECURRENT_GEMMA_2B_V1 for the 2B models)
config = recurrentgemma.GriffinConfig.from_torch_params(params, preset=recurrentgemma.Preset.RECURRENT_GEMMA_2B_V1)
model = recurrentgemma.Griffin(config, device=device, dtype=torch.bfloat16)
model.load_state_dict(params)
sampler = recurrentgemma.Sampler(model=model, vocab=vocab)
print(sampler(input_strings=["Where is Paris?"], total_generation_steps=64).text)`,
	];
}

export const recurrentgemma: LibraryUiElement = {
	prettyLabel: "RecurrentGemma",
	repoName: "recurrentgemma",
	repoUrl: "https://github.com/google-deepmind/recurrentgemma",
	filter: false,
	snippets: recurrentgemmaSnippets,
	countDownloads: `path:"tokenizer.model"`,
};
