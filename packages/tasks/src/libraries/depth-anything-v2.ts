import type { ModelData } from "../model-data.js";
import { placeholderComment, pythonString } from "./shared/index.js";
import type { LibraryUiElement } from "./types.js";

/** The three published checkpoints and the settings their architecture needs. */
const CHECKPOINTS: Record<string, { encoder: string; features: number; outChannels: number[] }> = {
	"depth-anything/Depth-Anything-V2-Small": { encoder: "vits", features: 64, outChannels: [48, 96, 192, 384] },
	"depth-anything/Depth-Anything-V2-Base": { encoder: "vitb", features: 128, outChannels: [96, 192, 384, 768] },
	"depth-anything/Depth-Anything-V2-Large": { encoder: "vitl", features: 256, outChannels: [256, 512, 1024, 1024] },
};

/** Known checkpoint: literal settings. Unknown: a comment asks for them and the code names them. */
function settings(model: ModelData): string {
	const known = CHECKPOINTS[model.id];
	if (known) {
		return `ENCODER = ${pythonString(known.encoder)}
NUMBER_OF_FEATURES = ${known.features}
OUT_CHANNELS = [${known.outChannels.join(", ")}]`;
	}
	return placeholderComment(
		[
			"⚠️ Unknown checkpoint: set these from the model card before running",
			'(Small: "vits", 64, [48, 96, 192, 384]; Base: "vitb", 128, [96, 192, 384, 768];',
			'Large: "vitl", 256, [256, 512, 1024, 1024]).',
			"ENCODER = <ENCODER>",
			"NUMBER_OF_FEATURES = <NUMBER_OF_FEATURES>",
			"OUT_CHANNELS = <OUT_CHANNELS>",
		].join("\n"),
	);
}

const usage = (model: ModelData): string[] => [
	`# Install from https://github.com/DepthAnything/Depth-Anything-V2
import cv2
import torch
from huggingface_hub import hf_hub_download
from depth_anything_v2.dpt import DepthAnythingV2

${settings(model)}
model = DepthAnythingV2(encoder=ENCODER, features=NUMBER_OF_FEATURES, out_channels=OUT_CHANNELS)
checkpoint = hf_hub_download(repo_id=${pythonString(model.id)}, filename=f"depth_anything_v2_{ENCODER}.pth")
model.load_state_dict(torch.load(checkpoint, map_location="cpu"))
model.eval()

raw_image = cv2.imread("your/image/path")
depth = model.infer_image(raw_image)  # HxW depth map as a numpy array`,
];

export const depthAnythingV2: LibraryUiElement = {
	prettyLabel: "DepthAnythingV2",
	repoName: "Depth Anything V2",
	repoUrl: "https://github.com/DepthAnything/Depth-Anything-V2",
	filter: false,
	snippets: usage,
	countDownloads: `path_extension:"pth"`,
};
