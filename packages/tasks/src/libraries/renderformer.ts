import type { ModelData } from "../model-data.js";
import { pythonString, shellSingleQuoted } from "./shared/index.js";
import type { LibraryUiElement } from "./types.js";

/** RenderFormer renders triangle-mesh scenes (converted to its HDF5 format) with global illumination. */
const usage = (model: ModelData): string[] => [
	`git clone https://github.com/microsoft/renderformer
cd renderformer
pip install -r requirements.txt

# Convert a scene description to HDF5, then render its cameras (EXR + PNG per view)
python3 scene_processor/convert_scene.py examples/cbox.json --output_h5_path tmp/cbox/cbox.h5
python3 infer.py --h5_file tmp/cbox/cbox.h5 --model_id ${shellSingleQuoted(model.id)} --output_dir output/cbox/`,
	`# From a clone of https://github.com/microsoft/renderformer
import torch
from renderformer import RenderFormerRenderingPipeline

pipeline = RenderFormerRenderingPipeline.from_pretrained(${pythonString(model.id)})
pipeline.to(torch.device("cuda"))
# pipeline(triangles=..., texture=..., mask=..., vn=..., c2w=..., fov=..., resolution=512)
# returns linear HDR images of shape [batch, views, 512, 512, 3]`,
];

export const renderformer: LibraryUiElement = {
	prettyLabel: "RenderFormer",
	repoName: "RenderFormer",
	repoUrl: "https://github.com/microsoft/renderformer",
	filter: false,
	snippets: usage,
};
