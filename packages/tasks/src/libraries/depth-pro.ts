import type { ModelData } from "../model-data.js";
import { shellSingleQuoted } from "./shared/index.js";
import type { LibraryUiElement } from "./types.js";

const usage = (model: ModelData): string[] => [
	`# Download the checkpoint where depth_pro looks for it by default
pip install git+https://github.com/apple/ml-depth-pro.git
huggingface-cli download --local-dir checkpoints ${shellSingleQuoted(model.id)}`,
	`import depth_pro

# Loads ./checkpoints/depth_pro.pt
model, transform = depth_pro.create_model_and_transforms()
model.eval()

image, _, f_px = depth_pro.load_rgb("example.png")
prediction = model.infer(transform(image), f_px=f_px)

depth = prediction["depth"]  # depth in meters
focallength_px = prediction["focallength_px"]`,
];

export const depthPro: LibraryUiElement = {
	prettyLabel: "Depth Pro",
	repoName: "Depth Pro",
	repoUrl: "https://github.com/apple/ml-depth-pro",
	filter: false,
	snippets: usage,
	countDownloads: `path_extension:"pt"`,
};
