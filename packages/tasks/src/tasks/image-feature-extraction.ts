import type { TaskDataCustom } from "./types.js";

export const imageFeatureExtraction: TaskDataCustom = {
	datasets: [
		{
			description: "ImageNet-1k: the standard set for evaluating image features with a linear probe (gated).",
			id: "ILSVRC/imagenet-1k",
		},
		{
			description: "Flickr30k: photos with captions, for image-text retrieval with shared embeddings.",
			id: "nlphuji/flickr30k",
		},
	],
	demo: {
		inputs: [{ filename: "image-feature-extraction-input.jpeg", type: "img" }],
		outputs: [
			{
				table: [
					["Dimension 1", "Dimension 2", "Dimension 3", "…", "Dimension 768"],
					["0.2143", "-1.0372", "0.5531", "…", "-0.0894"],
				],
				type: "tabular",
			},
		],
	},
	metrics: [
		{
			description: "Linear-probe accuracy: a linear classifier trained on frozen features; measures their quality.",
			id: "accuracy",
		},
		{
			description: "Recall@k for image retrieval: share of queries whose match is among the k nearest embeddings.",
			id: "recall",
		},
	],
	models: [
		{
			description: "DINOv2 base: self-supervised features that work well for retrieval, clustering and dense tasks.",
			id: "facebook/dinov2-base",
		},
		{ description: "DINOv2 large: stronger features at a higher cost.", id: "facebook/dinov2-large" },
		{
			description: "ViT base pre-trained on ImageNet-21k: a general backbone to fine-tune.",
			id: "google/vit-base-patch16-224-in21k",
		},
		{
			description: "Nomic Embed Vision: image embeddings in the same space as Nomic's text embeddings.",
			id: "nomic-ai/nomic-embed-vision-v1.5",
		},
		{
			description: "SigLIP so400m: image embeddings aligned with text, for multimodal search.",
			id: "google/siglip-so400m-patch14-384",
		},
	],
	spaces: [],
	summary:
		"Image feature extraction turns an image into a vector (embedding) that describes its content. Embeddings power similar-image search, deduplication, clustering and anomaly detection, and serve as inputs to lightweight classifiers trained on top.",
	widgetModels: ["facebook/dinov2-base"],
};
