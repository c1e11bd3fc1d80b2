import type { ModelData } from "../model-data.js";
import { nameWithoutNamespace, pythonString } from "./shared/index.js";
import type { LibraryUiElement } from "./types.js";

/**
 * Repos ending in `_diffusers` hold a diffusers pipeline; the others hold the Sana repository's own
 * checkpoint at `checkpoints/<repo name>.pth`, loaded with a config of that repository.
 */
function sanaSnippets(model: ModelData): string[] {
	const prompt = `'a cyberpunk cat with a neon sign that says "Sana"'`;
	if (model.id.endsWith("_diffusers")) {
		return [
			`import torch
from diffusers import SanaPipeline

pipe = SanaPipeline.from_pretrained(${pythonString(model.id)}, torch_dtype=torch.bfloat16)
pipe.to("cuda")
image = pipe(prompt=${prompt}, height=1024, width=1024, guidance_scale=4.5, num_inference_steps=20).images[0]
image.save("sana.png")`,
		];
	}
	const checkpoint = pythonString(`hf://${model.id}/checkpoints/${nameWithoutNamespace(model.id)}.pth`);
	return [
		`# Run from a clone of https://github.com/NVlabs/Sana; pick the config under configs/ that matches this model
import torch
from app.sana_pipeline import SanaPipeline
from torchvision.utils import save_image

generator = torch.Generator(device="cuda").manual_seed(42)
sana = SanaPipeline("configs/sana_config/1024ms/Sana_1600M_img1024.yaml")
sana.from_pretrained(${checkpoint})

image = sana(
    prompt=${prompt},
    height=1024,
    width=1024,
    guidance_scale=5.0,
    pag_guidance_scale=2.0,
    num_inference_steps=18,
    generator=generator,
)
save_image(image, "sana.png", nrow=1, normalize=True, value_range=(-1, 1))`,
	];
}

export const sana: LibraryUiElement = {
	prettyLabel: "Sana",
	repoName: "Sana",
	repoUrl: "https://github.com/NVlabs/Sana",
	filter: false,
	snippets: sanaSnippets,
	countDownloads: `path_extension:"pth"`,
};
