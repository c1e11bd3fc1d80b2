import type { TaskDataCustom } from "./types.js";

export const imageClassification: TaskDataCustom = {
	datasets: [
		{
			description: "ImageNet-1k: 1.28 million training images in 1,000 classes; the standard benchmark (gated).",
			id: "ILSVRC/imagenet-1k",
		},
		{ description: "CIFAR-10: 60,000 tiny 32x32 images in ten classes, for quick experiments.", id: "uoft-cs/cifar10" },
		{ description: "Food-101: 101,000 photos of 101 dishes; a popular fine-tuning example.", id: "ethz/food101" },
	],
	demo: {
		inputs: [{ filename: "image-classification-input.jpeg", type: "img" }],
		outputs: [
			{
				type: "chart",
				data: [
					{ label: "Egyptian cat", score: 0.71 },
					{ label: "tabby, tabby cat", score: 0.19 },
					{ label: "tiger cat", score: 0.08 },
				],
			},
		],
	},
	metrics: [
		{
			description: "Top-1 accuracy: share of images whose best label is right (top-5 counts any of the five best).",
			id: "accuracy",
		},
		{ description: "Harmonic mean of precision and recall; better than accuracy for imbalanced classes.", id: "f1" },
	],
	models: [
		{
			description: "ViT base: the original vision transformer, fine-tuned on ImageNet-1k.",
			id: "google/vit-base-patch16-224",
		},
		{ description: "ResNet-50: the classic convolutional baseline, quick on CPU.", id: "microsoft/resnet-50" },
		{
			description: "EVA-02 large: among the most accurate ImageNet classifiers in timm.",
			id: "timm/eva02_large_patch14_448.mim_m38m_ft_in22k_in1k",
		},
		{
			description: "MobileNetV3: tiny and fast, suited to phones and the browser.",
			id: "timm/mobilenetv3_large_100.ra_in1k",
		},
		{ description: "Classifies images as safe or NSFW.", id: "Falconsai/nsfw_image_detection" },
	],
	spaces: [],
	summary:
		"Image classification assigns one label (or several) to a whole image, such as an object, scene, product type or defect. Models return labels with scores; a pre-trained backbone fine-tuned on a few hundred images per class is often enough for a custom label set.",
	widgetModels: ["google/vit-base-patch16-224"],
};
