import type { ModelData } from "../model-data.js";
import { pythonString } from "./shared/index.js";
import type { LibraryUiElement } from "./types.js";

const usage = (model: ModelData): string[] => [
	`# pip install git+https://github.com/PramaLLC/BEN2.git
import torch
from PIL import Image
from ben2 import BEN_Base

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")
model = BEN_Base.from_pretrained(${pythonString(model.id)}).to(device).eval()

image = Image.open("image.jpg")
foreground = model.inference(image, refine_foreground=False)
foreground.save("foreground.png")`,
];

export const ben2: LibraryUiElement = {
	prettyLabel: "BEN2",
	repoName: "BEN2",
	repoUrl: "https://github.com/PramaLLC/BEN2",
	filter: false,
	snippets: usage,
};
