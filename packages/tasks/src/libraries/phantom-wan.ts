import type { ModelData } from "../model-data.js";
import { shellSingleQuoted } from "./shared/index.js";
import type { LibraryUiElement } from "./types.js";

/**
 * Phantom-Wan runs from a clone of its repo: it reuses the Wan2.1 1.3B VAE and text encoder, and the
 * Phantom checkpoints (Phantom-Wan-1.3B.pth, and the 14B shards) go into Phantom-Wan-Models.
 */
const usage = (model: ModelData): string[] => [
	`git clone https://github.com/Phantom-video/Phantom.git
cd Phantom
pip install -r requirements.txt

hf download Wan-AI/Wan2.1-T2V-1.3B --local-dir ./Wan2.1-T2V-1.3B
hf download ${shellSingleQuoted(model.id)} --local-dir ./Phantom-Wan-Models

# Subject-to-video from up to 4 reference images (1.3B model)
python generate.py --task s2v-1.3B --size 832*480 --ckpt_dir ./Wan2.1-T2V-1.3B \\
    --phantom_ckpt ./Phantom-Wan-Models/Phantom-Wan-1.3B.pth \\
    --ref_image "examples/ref1.png,examples/ref2.png" \\
    --prompt "A girl in a light green dress crouches beside a dog on a sunny meadow" --base_seed 42`,
];

export const phantomWan: LibraryUiElement = {
	prettyLabel: "Phantom",
	repoName: "Phantom",
	repoUrl: "https://github.com/Phantom-video/Phantom",
	filter: false,
	countDownloads: `path_extension:"pth"`,
	snippets: usage,
};
