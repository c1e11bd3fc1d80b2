import type { ModelData } from "../model-data.js";
import { pythonString } from "./shared/index.js";
import type { LibraryUiElement } from "./types.js";

const usage = (model: ModelData): string[] => [
	`# pip install git+https://github.com/Arabic-Clip/Araclip.git
import numpy as np
from PIL import Image
from araclip import AraClip

model = AraClip.from_pretrained(${pythonString(model.id)})
labels = ["قطة جالسة", "قطة تقفز", "كلب", "حصان"]
image = Image.open("cat.png")

image_features = model.embed(image=image)
text_features = np.stack([model.embed(text=label) for label in labels])
similarities = text_features @ image_features
print(labels[int(np.argmax(similarities))])`,
];

export const araclip: LibraryUiElement = {
	prettyLabel: "AraClip",
	repoName: "AraClip",
	repoUrl: "https://huggingface.co/Arabic-Clip/araclip",
	filter: false,
	snippets: usage,
};
