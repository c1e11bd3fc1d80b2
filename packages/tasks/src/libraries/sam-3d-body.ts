import type { ModelData } from "../model-data.js";
import { pythonString } from "./shared/index.js";
import type { LibraryUiElement } from "./types.js";

/** SAM 3D Body recovers full-body human meshes from one image; the estimator wraps the loaded model. */
const usage = (model: ModelData): string[] => [
	`# Install from https://github.com/facebookresearch/sam-3d-body (see its INSTALL.md)
from sam_3d_body import SAM3DBodyEstimator, load_sam_3d_body_hf

model, model_cfg = load_sam_3d_body_hf(${pythonString(model.id)})
estimator = SAM3DBodyEstimator(sam_3d_body_model=model, model_cfg=model_cfg)
outputs = estimator.process_one_image("path/to/image.jpg")`,
];

export const sam3dBody: LibraryUiElement = {
	prettyLabel: "SAM 3D Body",
	repoName: "SAM 3D Body",
	repoUrl: "https://github.com/facebookresearch/sam-3d-body",
	filter: false,
	countDownloads: `path:"model_config.yaml"`,
	snippets: usage,
};
