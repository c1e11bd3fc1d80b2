import type { TaskDataCustom } from "./types.js";

export const imageTextToVideo: TaskDataCustom = {
	datasets: [
		{ description: "OpenVid-1M: a million high-quality video clips with detailed captions.", id: "nkp37/OpenVid-1M" },
		{
			description: "VidProM: millions of real user prompts for video generation, with the videos they produced.",
			id: "WenhaoWang/VidProM",
		},
	],
	demo: {
		inputs: [
			{ filename: "image-text-to-video-input.jpg", type: "img" },
			{ label: "Prompt", content: "The cat stands up, stretches and walks out of the frame.", type: "text" },
		],
		outputs: [{ filename: "image-text-to-video-output.gif", type: "img" }],
	},
	metrics: [
		{
			description:
				"Fréchet Video Distance: how close generated clips are to real videos in appearance and motion (lower is better).",
			id: "FVD",
		},
		{ description: "CLIP similarity between the prompt and the generated frames.", id: "clip_score" },
	],
	models: [
		{
			description: "Wan 2.2 TI2V 5B: one model for text-to-video and text-plus-image-to-video at 720p.",
			id: "Wan-AI/Wan2.2-TI2V-5B",
		},
		{
			description: "Wan 2.2 I2V A14B: a mixture-of-experts model that animates an image as a prompt describes.",
			id: "Wan-AI/Wan2.2-I2V-A14B",
		},
		{
			description:
				"LTX-Video: fast video generation conditioned on images and text, close to real time on a large GPU.",
			id: "Lightricks/LTX-Video",
		},
	],
	spaces: [],
	summary:
		"Image-text-to-video models generate a video clip from one or more images and a text prompt. The images anchor the look (a first frame, a character, a product) and the prompt describes the motion, the camera and what happens next.",
	widgetModels: ["Wan-AI/Wan2.2-TI2V-5B"],
};
