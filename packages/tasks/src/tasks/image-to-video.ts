import type { TaskDataCustom } from "./types.js";

export const imageToVideo: TaskDataCustom = {
	datasets: [
		{ description: "OpenVid-1M: a million high-quality video clips with detailed captions.", id: "nkp37/OpenVid-1M" },
		{
			description: "VidProM: millions of real user prompts for video generation, with the videos they produced.",
			id: "WenhaoWang/VidProM",
		},
	],
	demo: {
		inputs: [
			{ filename: "image-to-video-input.jpg", type: "img" },
			{ label: "Prompt", content: "The waves roll in slowly and the clouds drift to the left.", type: "text" },
		],
		outputs: [{ filename: "image-to-video-output.gif", type: "img" }],
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
			description: "Wan 2.1 image-to-video (14B, 480p): animates a still image following a prompt.",
			id: "Wan-AI/Wan2.1-I2V-14B-480P",
		},
		{
			description: "LTX-Video: fast video generation from an image and/or text, close to real time on a large GPU.",
			id: "Lightricks/LTX-Video",
		},
		{
			description: "Stable Video Diffusion XT: turns an image into a short 25-frame clip.",
			id: "stabilityai/stable-video-diffusion-img2vid-xt",
		},
		{ description: "CogVideoX 5B image-to-video: six-second clips guided by text.", id: "THUDM/CogVideoX-5b-I2V" },
	],
	spaces: [
		{
			description: "Animate an image or generate a clip from text with distilled LTX-Video.",
			id: "Lightricks/ltx-video-distilled",
		},
		{ description: "Generate videos from images or text with Wan 2.1.", id: "Wan-AI/Wan2.1" },
	],
	summary:
		"Image-to-video models animate a still image into a short video clip, usually guided by a text prompt describing the motion. The input image fixes the first frame, so the subject and style stay consistent; clips typically last a few seconds.",
	widgetModels: ["Wan-AI/Wan2.1-I2V-14B-480P"],
};
