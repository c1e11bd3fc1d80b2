import type { ModelData } from "../model-data.js";
import { hasTag, namespaceOf, nameWithoutNamespace, pythonString } from "./shared/index.js";
import type { LibraryUiElement } from "./types.js";

/** The PaddleOCR module class for each module tag the PaddlePaddle repos carry. */
const MODULE_BY_TAG: ReadonlyArray<{ tag: string; moduleClass: string }> = [
	{ tag: "textline_detection", moduleClass: "TextDetection" },
	{ tag: "textline_recognition", moduleClass: "TextRecognition" },
];

const INSTALL = `# 1. Install paddlepaddle: https://www.paddlepaddle.org.cn/en/install
# 2. pip install paddleocr`;

/**
 * Each repo is one PaddleOCR module, named after the repo; PaddleOCR fetches the official PaddlePaddle
 * repos by that name. PaddleOCR-VL is a whole document-parsing pipeline. Any other repo is only
 * downloaded: its card names the class (and model name) that loads the folder.
 */
function paddleOcrSnippets(model: ModelData): string[] {
	if (model.id === "PaddlePaddle/PaddleOCR-VL") {
		return [
			`${INSTALL}
from paddleocr import PaddleOCRVL

pipeline = PaddleOCRVL(pipeline_version="v1")
for res in pipeline.predict("path/to/document_image.png"):
    res.print()
    res.save_to_json(save_path="output")
    res.save_to_markdown(save_path="output")`,
		];
	}
	const moduleClass = MODULE_BY_TAG.find(({ tag }) => hasTag(model, tag))?.moduleClass;
	if (!moduleClass || namespaceOf(model.id) !== "PaddlePaddle") {
		return [
			`# One PaddleOCR module or pipeline: its model card names the class that loads this folder
from huggingface_hub import snapshot_download

model_dir = snapshot_download(${pythonString(model.id)})`,
		];
	}
	return [
		`${INSTALL}
from paddleocr import ${moduleClass}

model = ${moduleClass}(model_name=${pythonString(nameWithoutNamespace(model.id))})
for res in model.predict(input="path/to/image.png", batch_size=1):
    res.print()
    res.save_to_img(save_path="./output/")
    res.save_to_json(save_path="./output/res.json")`,
	];
}

export const paddleOcr: LibraryUiElement = {
	prettyLabel: "PaddleOCR",
	repoName: "PaddleOCR",
	repoUrl: "https://github.com/PaddlePaddle/PaddleOCR",
	docsUrl: "https://www.paddleocr.ai/",
	filter: true,
	countDownloads: `path_extension:"safetensors" OR path:"inference.pdiparams" OR path:"inference.onnx"`,
	snippets: paddleOcrSnippets,
};
