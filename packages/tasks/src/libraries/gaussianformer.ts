import type { ModelData } from "../model-data.js";
import { pythonString } from "./shared/index.js";
import type { LibraryUiElement } from "./types.js";

/** GaussianFormer renders a 3D Gaussian Splatting PLY from any cameras, with no per-scene optimisation. */
const usage = (model: ModelData): string[] => [
	`# pip install "gaussianformer @ git+https://github.com/SVLwoof/gaussianformer"  (plus a Flash Attention wheel)
import torch
from gaussianformer import GaussianFormerRenderingPipeline, load_ply
from gaussianformer.utils.cameras import orbit

pipeline = GaussianFormerRenderingPipeline.from_pretrained(${pythonString(model.id)}).to("cuda")
gaussians = load_ply("object.ply", up="z")  # up: the file's up axis
c2w = torch.from_numpy(orbit(8, 1.7))  # 8 camera-to-world poses around the object
images = pipeline(gaussians, c2w, fov=45.0)  # [8, 512, 512, 3]`,
];

export const gaussianformer: LibraryUiElement = {
	prettyLabel: "GaussianFormer",
	repoName: "GaussianFormer",
	repoUrl: "https://github.com/SVLwoof/gaussianformer",
	filter: false,
	countDownloads: `path:"config.json"`,
	snippets: usage,
};
