import type { ModelData } from "../model-data.js";
import { hasTag, pythonString } from "./shared/index.js";
import type { LibraryUiElement } from "./types.js";

/** Flux checkpoints are distilled: few steps, no classifier-free guidance, a smaller shift. */
function variant(model: ModelData) {
	return hasTag(model, "flux")
		? { pipeline: "FluxPipeline", shift: "1.0", extra: "", steps: 4, guidance: 0 }
		: { pipeline: "DiffusionPipeline", shift: "3.0", extra: "\n    use_t5=False,", steps: 50, guidance: 5 };
}

const usage = (model: ModelData): string[] => {
	const { pipeline, shift, extra, steps, guidance } = variant(model);
	return [
		`# pip install diffusionkit
from diffusionkit.mlx import ${pipeline}

pipeline = ${pipeline}(
    shift=${shift},${extra}
    model_version=${pythonString(model.id)},
    low_memory_mode=True,
    a16=True,
    w16=True,
)`,
		`HEIGHT = 512
WIDTH = 512
NUM_STEPS = ${steps}
CFG_WEIGHT = ${guidance}

image, _ = pipeline.generate_image(
    "a photo of a cat",
    cfg_weight=CFG_WEIGHT,
    num_steps=NUM_STEPS,
    latent_size=(HEIGHT // 8, WIDTH // 8),
)
image.save("image.png")`,
	];
};

export const diffusionkit: LibraryUiElement = {
	prettyLabel: "DiffusionKit",
	repoName: "DiffusionKit",
	repoUrl: "https://github.com/argmaxinc/DiffusionKit",
	filter: false,
	snippets: usage,
};
