import type { TaskDataCustom } from "./types.js";

export const videoClassification: TaskDataCustom = {
	datasets: [
		{
			description: "A small subset of UCF101 (human action clips), used by the Transformers fine-tuning guide.",
			id: "sayakpaul/ucf101-subset",
		},
	],
	demo: {
		inputs: [{ filename: "video-classification-input.gif", type: "img" }],
		outputs: [
			{
				type: "chart",
				data: [
					{ label: "playing basketball", score: 0.82 },
					{ label: "dribbling basketball", score: 0.13 },
					{ label: "shooting basketball", score: 0.04 },
				],
			},
		],
	},
	metrics: [{ description: "Top-1 accuracy: share of clips whose best label is the right action.", id: "accuracy" }],
	models: [
		{
			description: "VideoMAE fine-tuned on Kinetics-400: recognises 400 human actions.",
			id: "MCG-NJU/videomae-base-finetuned-kinetics",
		},
		{
			description: "VideoMAE base (self-supervised): a backbone to fine-tune on your own clips.",
			id: "MCG-NJU/videomae-base",
		},
		{
			description: "TimeSformer fine-tuned on Kinetics-400: attention across space and time.",
			id: "facebook/timesformer-base-finetuned-k400",
		},
		{
			description: "X-CLIP: zero-shot video classification with labels written as text.",
			id: "microsoft/xclip-base-patch32",
		},
	],
	spaces: [],
	summary:
		"Video classification assigns labels to a whole video clip, such as the action performed, an event or the type of scene. Models look at a handful of sampled frames and how they change; they power content moderation, sports analysis and video search.",
	widgetModels: ["MCG-NJU/videomae-base-finetuned-kinetics"],
};
