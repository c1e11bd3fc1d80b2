import type { ModelData } from "../model-data.js";
import { pythonString } from "./shared/index.js";
import type { LibraryUiElement } from "./types.js";

const usage = (model: ModelData): string[] => [
	`import torch
from PIL import Image
from colpali_engine.models import ColPali, ColPaliProcessor

model = ColPali.from_pretrained(${pythonString(model.id)}, torch_dtype=torch.bfloat16, device_map="auto").eval()
processor = ColPaliProcessor.from_pretrained(${pythonString(model.id)})

images = [Image.open("page.png")]
queries = ["What is the revenue in 2023?"]
batch_images = processor.process_images(images).to(model.device)
batch_queries = processor.process_queries(queries).to(model.device)

with torch.no_grad():
    image_embeddings = model(**batch_images)
    query_embeddings = model(**batch_queries)

scores = processor.score_multi_vector(query_embeddings, image_embeddings)`,
];

export const colpali: LibraryUiElement = {
	prettyLabel: "ColPali",
	repoName: "ColPali",
	repoUrl: "https://github.com/ManuelFay/colpali",
	filter: false,
	snippets: usage,
	countDownloads: `path:"adapter_config.json"`,
};
