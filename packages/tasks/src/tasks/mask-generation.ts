import type { TaskDataCustom } from "./types.js";

export const maskGeneration: TaskDataCustom = {
	datasets: [
		{
			description: "Sidewalk: pavement scenes with pixel masks, a small set to check mask quality on a new domain.",
			id: "segments/sidewalk-semantic",
		},
		{
			description: "ADE20K: scenes labelled pixel by pixel, a test of masks for both objects and stuff.",
			id: "zhoubolei/scene_parse_150",
		},
	],
	demo: {
		inputs: [{ filename: "mask-generation-input.png", type: "img" }],
		outputs: [{ filename: "mask-generation-output.png", type: "img" }],
	},
	metrics: [
		{
			description: "Intersection over Union between a generated mask and the true mask, averaged over objects.",
			id: "mean_iou",
		},
	],
	models: [
		{
			description: "SAM ViT-H: Segment Anything, masks from points, boxes or for everything in the image.",
			id: "facebook/sam-vit-huge",
		},
		{ description: "SAM ViT-B: smaller, faster Segment Anything.", id: "facebook/sam-vit-base" },
		{
			description: "SAM 2.1 large: promptable segmentation of images and object tracking in videos.",
			id: "facebook/sam2.1-hiera-large",
		},
		{
			description: "SlimSAM: SAM pruned to a fraction of its size for CPUs and the browser.",
			id: "Zigeng/SlimSAM-uniform-77",
		},
	],
	spaces: [{ description: "Click on objects to segment them with SAM 2.", id: "facebook/sam2" }],
	summary:
		"Mask generation produces segmentation masks for an image, either for every object it finds or for the objects you point at with clicks or boxes. Unlike image segmentation it returns masks without class labels, which makes it a universal tool for editing and annotation.",
	widgetModels: ["facebook/sam-vit-base"],
};
