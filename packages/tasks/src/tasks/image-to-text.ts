import type { TaskDataCustom } from "./types.js";

export const imageToText: TaskDataCustom = {
	datasets: [
		{ description: "Flickr30k: 31,000 photos, each with five human-written captions.", id: "nlphuji/flickr30k" },
		{
			description: "COCO Captions with the Karpathy train/val/test split used by captioning papers.",
			id: "yerevann/coco-karpathy",
		},
	],
	demo: {
		inputs: [{ filename: "image-to-text-input.png", type: "img" }],
		outputs: [
			{ label: "Caption", content: "two cats sleeping on a pink blanket next to remote controls", type: "text" },
		],
	},
	metrics: [
		{
			description: "CIDEr: consensus with reference captions, weighting informative words; the main captioning score.",
			id: "cider",
		},
		{ description: "N-gram overlap with reference captions.", id: "bleu" },
		{ description: "Character error rate, for text recognition (OCR) models.", id: "cer" },
	],
	models: [
		{
			description: "BLIP large: accurate, general-purpose image captions, optionally conditioned on a text start.",
			id: "Salesforce/blip-image-captioning-large",
		},
		{
			description:
				"Florence-2 large: captions at several levels of detail, OCR and grounding, picked by a task prompt.",
			id: "microsoft/Florence-2-large",
		},
		{ description: "TrOCR: reads a single line of printed text.", id: "microsoft/trocr-base-printed" },
		{ description: "TrOCR fine-tuned on handwriting.", id: "microsoft/trocr-base-handwritten" },
		{
			description: "GOT-OCR 2.0: reads whole pages, including formulas, tables and sheet music.",
			id: "stepfun-ai/GOT-OCR-2.0-hf",
		},
	],
	spaces: [{ description: "Captioning, OCR and detection with Florence-2.", id: "gokaygokay/Florence-2" }],
	summary:
		"Image-to-text models produce text from an image: a caption describing it, or the text written in it (optical character recognition). They make images searchable and accessible; for questions about an image, use image-text-to-text models.",
	widgetModels: ["Salesforce/blip-image-captioning-large"],
};
