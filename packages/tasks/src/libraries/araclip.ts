import type { ModelData } from "../model-data.js";
import { pythonString } from "./shared/index.js";
import type { LibraryUiElement } from "./types.js";

const usage = (model: ModelData): string[] => [
	`# pip install git+https://github.com/Arabic-Clip/Araclip.git
import numpy as np
from PIL import Image
from araclip import AraClip

model = AraClip.from_pretrained(${pythonString(model.id)})
# Zero-shot classification: the caption closest to the image wins
captions = ["صورة قطة", "صورة كلب", "صورة سيارة"]
image_embedding = model.embed(image=Image.open("photo.jpg"))
caption_embeddings = np.stack([model.embed(text=caption) for caption in captions])
best = int(np.argmax(caption_embeddings @ image_embedding))
print(captions[best])`,
];

export const araclip: LibraryUiElement = {
	prettyLabel: "AraClip",
	repoName: "AraClip",
	repoUrl: "https://huggingface.co/Arabic-Clip/araclip",
	filter: false,
	snippets: usage,
};
