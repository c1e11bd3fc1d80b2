import type { TaskDataCustom } from "./types.js";

export const unconditionalImageGeneration: TaskDataCustom = {
	datasets: [
		{
			description: "CIFAR-10: 60,000 small images in ten classes; the usual benchmark for unconditional generation.",
			id: "uoft-cs/cifar10",
		},
		{
			description: "1,000 Smithsonian butterfly images, used by the diffusers training tutorial.",
			id: "huggan/smithsonian_butterflies_subset",
		},
	],
	demo: {
		inputs: [{ label: "Seed", content: "42", type: "text" }],
		outputs: [{ filename: "unconditional-image-generation-output.jpeg", type: "img" }],
	},
	metrics: [
		{ description: "Fréchet Inception Distance to the training images (lower is better).", id: "FID" },
		{ description: "Inception score: rewards images that are recognisable and varied.", id: "IS" },
	],
	models: [
		{
			description: "DDPM trained on CIFAR-10: the original denoising diffusion model, 32x32 images.",
			id: "google/ddpm-cifar10-32",
		},
		{ description: "DDPM trained on CelebA-HQ: 256x256 faces.", id: "google/ddpm-celebahq-256" },
		{ description: "DDPM trained on LSUN churches: 256x256 church buildings.", id: "google/ddpm-church-256" },
		{
			description: "Latent diffusion on CelebA-HQ: faces generated faster in a compressed latent space.",
			id: "CompVis/ldm-celebahq-256",
		},
	],
	spaces: [],
	summary:
		"Unconditional image generation creates new images that look like a training set, with no prompt: only a random seed. It is used for synthetic data, textures and as the simplest setting to learn diffusion models; outputs stay within the training domain.",
	widgetModels: ["google/ddpm-cifar10-32"],
};
