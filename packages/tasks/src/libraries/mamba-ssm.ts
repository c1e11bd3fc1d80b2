import type { ModelData } from "../model-data.js";
import { pythonString } from "./shared/index.js";
import type { LibraryUiElement } from "./types.js";

const usage = (model: ModelData): string[] => [
	`import torch
from transformers import AutoTokenizer
from mamba_ssm.models.mixer_seq_simple import MambaLMHeadModel

model = MambaLMHeadModel.from_pretrained(${pythonString(model.id)}, device="cuda", dtype=torch.float16)
tokenizer = AutoTokenizer.from_pretrained("EleutherAI/gpt-neox-20b")

input_ids = tokenizer("Mamba is a", return_tensors="pt").input_ids.to("cuda")
output = model.generate(input_ids, max_length=64)
print(tokenizer.batch_decode(output)[0])`,
];

export const mambaSsm: LibraryUiElement = {
	prettyLabel: "MambaSSM",
	repoName: "MambaSSM",
	repoUrl: "https://github.com/state-spaces/mamba",
	filter: false,
	snippets: usage,
};
