import type { ModelData } from "../model-data.js";
import { pythonString } from "./shared/index.js";
import type { LibraryUiElement } from "./types.js";

const DESCRIBE = `image = Image.open("image.jpg").convert("RGB")
mask = Image.open("mask.png").convert("L")  # white marks the region to describe

description = dam.get_description(
    image,
    mask,
    "<image>\\nDescribe the masked region in detail.",
    temperature=0.2,
    top_p=0.5,
    num_beams=1,
    max_new_tokens=512,
)
print(description)`;

/**
 * Describe Anything describes a masked region. The `dam` package loads the regular checkpoints; the
 * `-Self-Contained` repos carry their own code and load through transformers instead.
 */
function describeAnythingSnippets(model: ModelData): string[] {
	const id = pythonString(model.id);
	if (model.id.endsWith("-Self-Contained")) {
		return [
			`import torch
from PIL import Image
from transformers import AutoModel

model = AutoModel.from_pretrained(${id}, trust_remote_code=True, torch_dtype=torch.float16).to("cuda")
dam = model.init_dam(conv_mode="v1", prompt_mode="full+focal_crop")

${DESCRIBE}`,
		];
	}
	return [
		`# pip install git+https://github.com/NVlabs/describe-anything
from PIL import Image
from dam import DescribeAnythingModel, disable_torch_init

disable_torch_init()
dam = DescribeAnythingModel(model_path=${id}, conv_mode="v1", prompt_mode="full+focal_crop").to("cuda")

${DESCRIBE}`,
	];
}

export const describeAnything: LibraryUiElement = {
	prettyLabel: "Describe Anything",
	repoName: "Describe Anything",
	repoUrl: "https://github.com/NVlabs/describe-anything",
	filter: false,
	snippets: describeAnythingSnippets,
};
