import type { ModelData } from "../model-data.js";
import { nameWithoutNamespace, pythonString } from "./shared/index.js";
import type { LibraryUiElement } from "./types.js";

/**
 * The perception_models repo names its configs after the Hub repos (facebook/PE-Core-L14-336 ->
 * "PE-Core-L14-336"). Core checkpoints are full CLIP models; every checkpoint also loads as a vision encoder.
 */
function perceptionEncoderSnippets(model: ModelData): string[] {
	const config = pythonString(nameWithoutNamespace(model.id));
	const setup = `# Run from a clone of https://github.com/facebookresearch/perception_models (pip install -e .)
import core.vision_encoder.pe as pe
import core.vision_encoder.transforms as transforms
`;
	const visionEncoder = `${setup}
model = pe.VisionTransformer.from_config(${config}, pretrained=True)  # downloads the weights from the Hub
preprocess = transforms.get_image_transform(model.pretrain_image_size)`;
	if (!model.id.includes("Core")) return [visionEncoder];
	const clip = `${setup}
model = pe.CLIP.from_config(${config}, pretrained=True)  # downloads the weights from the Hub
preprocess = transforms.get_image_transform(model.pretrain_image_size)
tokenizer = transforms.get_text_tokenizer(model.context_length)`;
	return [clip, visionEncoder];
}

export const perceptionEncoder: LibraryUiElement = {
	prettyLabel: "PerceptionEncoder",
	repoName: "PerceptionModels",
	repoUrl: "https://github.com/facebookresearch/perception_models",
	filter: false,
	snippets: perceptionEncoderSnippets,
	countDownloads: `path_extension:"pt"`,
};
