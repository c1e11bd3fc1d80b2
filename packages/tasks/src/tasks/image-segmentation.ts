import type { TaskDataCustom } from "./types.js";

export const imageSegmentation: TaskDataCustom = {
	datasets: [
		{
			description: "ADE20K (Scene Parsing): 20,000 scenes labelled pixel by pixel with 150 classes.",
			id: "zhoubolei/scene_parse_150",
		},
		{
			description: "Sidewalk: pavement scenes with semantic masks, a small fine-tuning example.",
			id: "segments/sidewalk-semantic",
		},
	],
	demo: {
		inputs: [{ filename: "image-segmentation-input.jpeg", type: "img" }],
		outputs: [{ filename: "image-segmentation-output.png", type: "img" }],
	},
	metrics: [
		{
			description: "Mean Intersection over Union across classes; the standard semantic segmentation score.",
			id: "mean_iou",
		},
		{
			description: "Panoptic quality: combines segment recognition and mask accuracy for panoptic segmentation.",
			id: "PQ",
		},
		{ description: "Mask mean average precision, for instance segmentation.", id: "mAP" },
	],
	models: [
		{
			description: "SegFormer B0 on ADE20K: light, fast semantic segmentation of scenes.",
			id: "nvidia/segformer-b0-finetuned-ade-512-512",
		},
		{
			description: "Mask2Former: one architecture for semantic, instance and panoptic segmentation (COCO panoptic).",
			id: "facebook/mask2former-swin-large-coco-panoptic",
		},
		{
			description: "OneFormer: a single model switched between semantic, instance and panoptic tasks by a prompt.",
			id: "shi-labs/oneformer_ade20k_swin_large",
		},
		{
			description: "BiRefNet: high-resolution foreground segmentation for background removal.",
			id: "ZhengPeng7/BiRefNet",
		},
		{ description: "RMBG 2.0: background removal model from BRIA (non-commercial licence).", id: "briaai/RMBG-2.0" },
		{
			description: "Segments clothes and body parts, for fashion applications.",
			id: "mattmdjaga/segformer_b2_clothes",
		},
	],
	spaces: [
		{ description: "Remove the background of any image with RMBG 2.0.", id: "briaai/BRIA-RMBG-2.0" },
		{ description: "Semantic, instance and panoptic segmentation with OneFormer.", id: "shi-labs/OneFormer" },
	],
	summary:
		"Image segmentation labels every pixel of an image. Semantic segmentation gives each pixel a class, instance segmentation separates individual objects, and panoptic segmentation does both; background removal is a common two-class case. Outputs are masks with labels.",
	widgetModels: ["nvidia/segformer-b0-finetuned-ade-512-512"],
};
