import type { TaskDataCustom } from "./types.js";

export const zeroShotObjectDetection: TaskDataCustom = {
	datasets: [
		{
			description: "COCO: boxes for 80 everyday classes; the usual zero-shot transfer test.",
			id: "detection-datasets/coco",
		},
		{
			description: "CPPE-5: protective equipment boxes, a small domain to test detection of unusual classes.",
			id: "rishitdagli/cppe-5",
		},
	],
	demo: {
		inputs: [
			{ filename: "zero-shot-object-detection-input.jpg", type: "img" },
			{ label: "Candidate labels", content: "helmet, safety vest, ladder", type: "text" },
		],
		outputs: [{ filename: "zero-shot-object-detection-output.jpg", type: "img" }],
	},
	metrics: [{ description: "Mean average precision on classes the model never saw labelled boxes for.", id: "mAP" }],
	models: [
		{
			description: "OWLv2: detects objects named in text or shown in an example image.",
			id: "google/owlv2-base-patch16-ensemble",
		},
		{ description: "OWL-ViT: the first OWL model, lighter and faster.", id: "google/owlvit-base-patch32" },
		{
			description: "Grounding DINO base: detects objects described by free-form phrases.",
			id: "IDEA-Research/grounding-dino-base",
		},
		{ description: "Grounding DINO tiny: the smaller, faster variant.", id: "IDEA-Research/grounding-dino-tiny" },
		{ description: "OmDet-Turbo: real-time open-vocabulary detection.", id: "omlab/omdet-turbo-swin-tiny-hf" },
	],
	spaces: [{ description: "Detect any object you describe in text with OWLv2.", id: "merve/owlv2" }],
	summary:
		"Zero-shot object detection finds objects described by text labels given at inference time, with no training on those classes, and returns a box, label and score for each. It suits long-tail or changing classes and automatic labelling of new datasets.",
	widgetModels: ["google/owlv2-base-patch16-ensemble"],
};
