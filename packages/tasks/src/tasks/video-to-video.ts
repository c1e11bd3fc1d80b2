import type { TaskDataCustom } from "./types.js";

export const videoToVideo: TaskDataCustom = {
	datasets: [
		{ description: "OpenVid-1M: a million high-quality video clips with detailed captions.", id: "nkp37/OpenVid-1M" },
	],
	demo: {
		inputs: [
			{ filename: "video-to-video-input.gif", type: "img" },
			{ label: "Prompt", content: "Make it look like a watercolour painting.", type: "text" },
		],
		outputs: [{ filename: "video-to-video-output.gif", type: "img" }],
	},
	metrics: [
		{
			description:
				"Fréchet Video Distance: how close the output clips are to real videos in appearance and motion (lower is better).",
			id: "FVD",
		},
		{
			description: "Warping error: how much the output flickers between frames once motion is accounted for.",
			id: "warping_error",
		},
	],
	models: [
		{
			description: "Wan 2.1 VACE 14B: edits, extends and restyles videos from a reference clip, masks and a prompt.",
			id: "Wan-AI/Wan2.1-VACE-14B",
		},
		{
			description: "SeedVR2 3B: restores and upscales degraded videos in a single diffusion step.",
			id: "ByteDance-Seed/SeedVR2-3B",
		},
	],
	spaces: [],
	summary:
		"Video-to-video models turn an input video into a new one: they restyle it, edit objects in it following a prompt, upscale or restore it, or change its frame rate, while keeping the motion and timing of the source.",
	widgetModels: ["Wan-AI/Wan2.1-VACE-14B"],
};
