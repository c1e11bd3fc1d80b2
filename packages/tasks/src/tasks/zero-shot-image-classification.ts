import type { TaskDataCustom } from "./types.js";

export const zeroShotImageClassification: TaskDataCustom = {
	datasets: [
		{
			description: "ImageNet-1k validation set: the usual zero-shot benchmark, with class names as labels (gated).",
			id: "ILSVRC/imagenet-1k",
		},
		{ description: "CIFAR-100: 100 fine-grained classes of small images.", id: "uoft-cs/cifar100" },
	],
	demo: {
		inputs: [
			{ filename: "zero-shot-image-classification-input.jpeg", type: "img" },
			{ label: "Candidate labels", content: "cat, dog, bird", type: "text" },
		],
		outputs: [
			{
				type: "chart",
				data: [
					{ label: "cat", score: 0.95 },
					{ label: "dog", score: 0.04 },
					{ label: "bird", score: 0.01 },
				],
			},
		],
	},
	metrics: [{ description: "Top-1 accuracy when every class name is offered as a candidate label.", id: "accuracy" }],
	models: [
		{
			description: "CLIP ViT-L/14: the widely used image-text model; a strong general zero-shot classifier.",
			id: "openai/clip-vit-large-patch14",
		},
		{ description: "CLIP ViT-B/32: smaller and faster CLIP.", id: "openai/clip-vit-base-patch32" },
		{
			description: "SigLIP so400m: more accurate than CLIP at similar cost; scores labels independently.",
			id: "google/siglip-so400m-patch14-384",
		},
		{
			description: "SigLIP 2 base: multilingual labels and better localisation.",
			id: "google/siglip2-base-patch16-224",
		},
		{ description: "OpenCLIP ViT-H/14 trained on LAION-2B.", id: "laion/CLIP-ViT-H-14-laion2B-s32B-b79K" },
	],
	spaces: [],
	summary:
		'Zero-shot image classification sorts an image into labels you write at inference time, with no training on them. Image-text models such as CLIP embed the image and each label (often as "a photo of a ...") and pick the closest, which makes new label sets free to try.',
	widgetModels: ["openai/clip-vit-large-patch14"],
};
