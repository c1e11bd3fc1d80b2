import type { ModelData } from "../model-data.js";
import { pythonString } from "./shared/index.js";
import type { LibraryUiElement } from "./types.js";

const usage = (model: ModelData): string[] => [
	`from doctr.io import DocumentFile
from doctr.models import from_hub, ocr_predictor

# A recognition model from the Hub, paired with a pretrained detection model
reco_model = from_hub(${pythonString(model.id)})
predictor = ocr_predictor(det_arch="fast_base", reco_arch=reco_model, pretrained=True)

document = DocumentFile.from_images(["page.jpg"])
result = predictor(document)
print(result.render())`,
];

export const doctr: LibraryUiElement = {
	prettyLabel: "docTR",
	repoName: "doctr",
	repoUrl: "https://github.com/mindee/doctr",
	filter: false,
	snippets: usage,
};
