import type { ModelData } from "../model-data.js";
import { shellSingleQuoted } from "./shared/index.js";
import type { LibraryUiElement } from "./types.js";

/**
 * SAM 3D Objects runs from a clone of its repo (set up per doc/setup.md): the Hub repo's checkpoints/
 * folder goes to checkpoints/hf, and the notebook's Inference class turns a masked object into 3D.
 */
const usage = (model: ModelData): string[] => [
	`# In a clone of https://github.com/facebookresearch/sam-3d-objects (gated: accept the terms, then hf auth login)
hf download ${shellSingleQuoted(model.id)} --local-dir checkpoints/hf-download
mv checkpoints/hf-download/checkpoints checkpoints/hf
rm -rf checkpoints/hf-download`,
	`import sys

sys.path.append("notebook")
from inference import Inference, load_image, load_single_mask

inference = Inference("checkpoints/hf/pipeline.yaml", compile=False)
image = load_image("scene/image.png")
mask = load_single_mask("scene", index=0)  # one of the object masks stored beside the image
output = inference(image, mask, seed=42)
output["gs"].save_ply("splat.ply")  # Gaussian splat of the object`,
];

export const sam3dObjects: LibraryUiElement = {
	prettyLabel: "SAM 3D Objects",
	repoName: "SAM 3D Objects",
	repoUrl: "https://github.com/facebookresearch/sam-3d-objects",
	filter: false,
	countDownloads: `path:"checkpoints/pipeline.yaml"`,
	snippets: usage,
};
