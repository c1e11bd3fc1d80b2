import type { TaskDataCustom } from "./types.js";

export const videoTextToText: TaskDataCustom = {
	datasets: [
		{
			description: "LLaVA-Video-178K: synthetic captions and question-answer pairs for 178,000 videos.",
			id: "lmms-lab/LLaVA-Video-178K",
		},
		{
			description: "Video-MME: multiple-choice questions about short, medium and long videos.",
			id: "lmms-lab/Video-MME",
		},
		{
			description: "MVBench: 20 temporal reasoning tasks (actions, order, counting) over video clips.",
			id: "OpenGVLab/MVBench",
		},
	],
	demo: {
		inputs: [
			{ filename: "video-text-to-text-input.gif", type: "img" },
			{ label: "Prompt", content: "What happens in this video?", type: "text" },
		],
		outputs: [
			{
				label: "Answer",
				content: "A dog runs across a beach, catches a frisbee in the air and brings it back to its owner.",
				type: "text",
			},
		],
	},
	metrics: [
		{ description: "Share of correct answers on video question benchmarks such as Video-MME.", id: "accuracy" },
	],
	models: [
		{
			description: "SmolVLM2 2.2B: a small model that understands videos and images.",
			id: "HuggingFaceTB/SmolVLM2-2.2B-Instruct",
		},
		{
			description: "LLaVA-NeXT-Video 7B: chat about short videos with Transformers.",
			id: "llava-hf/LLaVA-NeXT-Video-7B-hf",
		},
		{
			description: "LLaVA-Video 7B: trained on LLaVA-Video-178K for detailed video descriptions.",
			id: "lmms-lab/LLaVA-Video-7B-Qwen2",
		},
		{
			description: "Qwen2.5-VL 7B: handles hour-long videos and can pinpoint when events happen.",
			id: "Qwen/Qwen2.5-VL-7B-Instruct",
		},
	],
	spaces: [
		{ description: "Ask SmolVLM2 questions about a video.", id: "HuggingFaceTB/SmolVLM2" },
		{
			description: "Leaderboard of vision-language models, including video benchmarks.",
			id: "opencompass/open_vlm_leaderboard",
		},
	],
	summary:
		"Video-text-to-text models take a video (as sampled frames) and a text prompt and answer in text. They caption and summarise clips, answer questions about actions and their order, and find when something happens; long videos need models with long contexts.",
	widgetModels: ["HuggingFaceTB/SmolVLM2-2.2B-Instruct"],
};
