import type { TaskDataCustom } from "./types.js";

export const imageTextToImage: TaskDataCustom = {
	datasets: [
		{
			description: "InstructPix2Pix training pairs: an image, an editing instruction and the edited image.",
			id: "timbrooks/instructpix2pix-clip-filtered",
		},
		{
			description: "MagicBrush: human-annotated real-image edits, single and multi-turn, with their instructions.",
			id: "osunlp/MagicBrush",
		},
	],
	demo: {
		inputs: [
			{ filename: "image-text-to-image-input.jpeg", type: "img" },
			{ label: "Instruction", content: "Turn the daytime sky into a starry night.", type: "text" },
		],
		outputs: [{ filename: "image-text-to-image-output.png", type: "img" }],
	},
	metrics: [
		{
			description: "CLIP directional similarity: whether the change between the images follows the instruction.",
			id: "clip_directional_similarity",
		},
		{
			description: "LPIPS between input and output: how much of the original image the edit preserved.",
			id: "LPIPS",
		},
	],
	models: [
		{
			description: "FLUX.1 Kontext dev: edits an image from a plain-language instruction while keeping its subject.",
			id: "black-forest-labs/FLUX.1-Kontext-dev",
		},
		{
			description: "Qwen-Image-Edit: semantic and appearance edits, including text rendered inside the image.",
			id: "Qwen/Qwen-Image-Edit",
		},
		{
			description: "InstructPix2Pix: an early instruction-following image editor built on Stable Diffusion.",
			id: "timbrooks/instruct-pix2pix",
		},
	],
	spaces: [
		{
			description: "Edit an uploaded picture by describing the change with FLUX.1 Kontext.",
			id: "black-forest-labs/FLUX.1-Kontext-Dev",
		},
	],
	summary:
		"Image-text-to-image models take one or more images together with a text prompt and produce a new image: they edit a photo following an instruction, restyle it, or place the subject of a reference picture in a new scene. The text says what to change; the image fixes what should stay.",
	widgetModels: ["black-forest-labs/FLUX.1-Kontext-dev"],
};
