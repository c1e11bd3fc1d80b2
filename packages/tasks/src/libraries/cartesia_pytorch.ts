import type { ModelData } from "../model-data.js";
import { pythonString } from "./shared/index.js";
import type { LibraryUiElement } from "./types.js";

const usage = (model: ModelData): string[] => [
	`# pip install --no-binary :all: cartesia-pytorch
from cartesia_pytorch import ReneLMHeadModel
from transformers import AutoTokenizer

model = ReneLMHeadModel.from_pretrained(${pythonString(model.id)}).half().cuda()
tokenizer = AutoTokenizer.from_pretrained("allenai/OLMo-1B-hf")

inputs = tokenizer(["Rene Descartes was"], return_tensors="pt")
outputs = model.generate(inputs.input_ids.cuda(), max_length=50, top_k=100, top_p=0.99)
print(tokenizer.batch_decode(outputs, skip_special_tokens=True)[0])`,
];

export const cartesiaPytorch: LibraryUiElement = {
	prettyLabel: "Cartesia Pytorch",
	repoName: "Cartesia Pytorch",
	repoUrl: "https://github.com/cartesia-ai/cartesia_pytorch",
	filter: false,
	snippets: usage,
};
