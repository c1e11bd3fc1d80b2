import type { TaskDataCustom } from "./types.js";

export const textToVideo: TaskDataCustom = {
	datasets: [
		{
			description: "OpenVid-1M: a million high-quality clips with detailed captions for training.",
			id: "nkp37/OpenVid-1M",
		},
		{
			description: "VidProM: real user prompts for text-to-video models, with generated videos.",
			id: "WenhaoWang/VidProM",
		},
	],
	demo: {
		inputs: [
			{ label: "Input", content: "A paper boat sails down a rainy street, cinematic, slow motion", type: "text" },
		],
		outputs: [{ filename: "text-to-video-output.gif", type: "img" }],
	},
	metrics: [
		{
			description: "Fréchet Video Distance to real videos, covering appearance and motion (lower is better).",
			id: "FVD",
		},
		{ description: "CLIP similarity between the prompt and the generated frames.", id: "clip_score" },
	],
	models: [
		{
			description: "Wan 2.1 text-to-video 14B: high-quality 480p and 720p clips with strong motion.",
			id: "Wan-AI/Wan2.1-T2V-14B",
		},
		{
			description: "Wan 2.1 text-to-video 1.3B: runs on a consumer GPU with about 8 GB of memory.",
			id: "Wan-AI/Wan2.1-T2V-1.3B",
		},
		{ description: "LTX-Video: fast generation of 768x512 clips.", id: "Lightricks/LTX-Video" },
		{ description: "HunyuanVideo: a 13B video model from Tencent with cinematic quality.", id: "tencent/HunyuanVideo" },
		{ description: "CogVideoX 5B: six-second 720x480 clips from text.", id: "THUDM/CogVideoX-5b" },
	],
	spaces: [
		{ description: "Generate short clips from text with distilled LTX-Video.", id: "Lightricks/ltx-video-distilled" },
		{ description: "Text-to-video and image-to-video with Wan 2.1.", id: "Wan-AI/Wan2.1" },
		{
			description: "Arena and leaderboard of video generators from human votes.",
			id: "ArtificialAnalysis/Video-Generation-Arena-Leaderboard",
		},
	],
	summary:
		"Text-to-video models generate a short video clip from a text prompt. They are large diffusion models that need a big GPU and seconds to minutes per clip; they differ in resolution, length, motion quality and how well they follow the prompt.",
	widgetModels: ["Wan-AI/Wan2.1-T2V-1.3B"],
};
