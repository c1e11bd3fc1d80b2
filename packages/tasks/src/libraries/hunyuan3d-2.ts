import type { ModelData } from "../model-data.js";
import { pythonString } from "./shared/index.js";
import type { LibraryUiElement } from "./types.js";

const usage = (model: ModelData): string[] => [
	`# Install from https://github.com/Tencent/Hunyuan3D-2
from hy3dgen.shapegen import Hunyuan3DDiTFlowMatchingPipeline

pipeline = Hunyuan3DDiTFlowMatchingPipeline.from_pretrained(${pythonString(model.id)})
mesh = pipeline(image="image.png")[0]
mesh.export("mesh.glb")`,
];

export const hunyuan3d2: LibraryUiElement = {
	prettyLabel: "Hunyuan3D-2",
	repoName: "Hunyuan3D-2",
	repoUrl: "https://github.com/Tencent/Hunyuan3D-2",
	filter: false,
	snippets: usage,
	countDownloads: `path_filename:"model_index" OR path_filename:"config"`,
};
