import type { TaskDataCustom } from "./types.js";

export const imageToImage: TaskDataCustom = {
	datasets: [
		{
			description: "InstructPix2Pix data: image pairs with the edit instruction that turns one into the other.",
			id: "timbrooks/instructpix2pix-clip-filtered",
		},
		{
			description: "DIV2K: 1,000 high-resolution images with low-resolution versions, for super-resolution.",
			id: "eugenesiow/Div2k",
		},
	],
	demo: {
		inputs: [
			{ filename: "image-to-image-input.jpeg", type: "img" },
			{ label: "Instruction", content: "Make it look like a snowy winter evening", type: "text" },
		],
		outputs: [{ filename: "image-to-image-output.png", type: "img" }],
	},
	metrics: [
		{
			description: "Peak signal-to-noise ratio in dB against a reference image (restoration, super-resolution).",
			id: "PSNR",
		},
		{ description: "Structural similarity to a reference image, from 0 to 1.", id: "SSIM" },
		{
			description: "Learned perceptual distance to a reference image; closer to human judgement than PSNR.",
			id: "LPIPS",
		},
		{ description: "Fréchet Inception Distance between outputs and real images, for generative edits.", id: "FID" },
	],
	models: [
		{
			description: "FLUX.1 Kontext [dev]: edits images from text instructions while keeping characters consistent.",
			id: "black-forest-labs/FLUX.1-Kontext-dev",
		},
		{
			description: "InstructPix2Pix: edits an image by following a written instruction.",
			id: "timbrooks/instruct-pix2pix",
		},
		{
			description: "ControlNet (Canny): generates images that follow the edges of an input image.",
			id: "lllyasviel/sd-controlnet-canny",
		},
		{
			description: "Swin2SR: doubles image resolution while restoring detail.",
			id: "caidas/swin2SR-classical-sr-x2-64",
		},
		{
			description: "Stable Diffusion x4 upscaler: text-guided 4x super-resolution.",
			id: "stabilityai/stable-diffusion-x4-upscaler",
		},
	],
	spaces: [
		{
			description: "Edit images with written instructions using FLUX.1 Kontext.",
			id: "black-forest-labs/FLUX.1-Kontext-Dev",
		},
		{ description: "Virtual try-on: dress a person in a garment from another image.", id: "yisol/IDM-VTON" },
	],
	summary:
		"Image-to-image models transform an input image into a new one: editing it from an instruction, changing its style, restoring or upscaling it, colourising, inpainting, or generating an image that follows its edges, pose or depth (ControlNet).",
	widgetModels: ["black-forest-labs/FLUX.1-Kontext-dev"],
};
