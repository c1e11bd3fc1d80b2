import type { TaskDataCustom } from "./types.js";

export const imageTextToText: TaskDataCustom = {
	datasets: [
		{
			description:
				"The Cauldron: 50 vision-language datasets converted to one question-answer format for instruction tuning.",
			id: "HuggingFaceM4/the_cauldron",
		},
		{
			description: "Docmatix: millions of question-answer pairs about PDF pages, for document understanding.",
			id: "HuggingFaceM4/Docmatix",
		},
		{
			description: "LLaVA-OneVision data: the mixed image, document and video instruction set behind LLaVA-OneVision.",
			id: "lmms-lab/LLaVA-OneVision-Data",
		},
		{
			description: "MMMU: college-level questions about charts, diagrams and figures across 30 subjects.",
			id: "MMMU/MMMU",
		},
	],
	demo: {
		inputs: [
			{ filename: "image-text-to-text-input.png", type: "img" },
			{ label: "Text Prompt", content: "How many cats are in this picture, and what are they doing?", type: "text" },
		],
		outputs: [
			{
				label: "Answer",
				content: "There are two cats. Both are asleep on a pink blanket, each next to a TV remote.",
				type: "text",
			},
		],
	},
	metrics: [
		{ description: "Share of correct answers on multimodal benchmarks such as MMMU or ChartQA.", id: "accuracy" },
	],
	models: [
		{
			description: "Qwen2.5-VL 7B: strong at documents, charts, grounding objects and long videos.",
			id: "Qwen/Qwen2.5-VL-7B-Instruct",
		},
		{
			description: "Gemma 3 4B: multilingual text-and-image model with a 128k context (gated).",
			id: "google/gemma-3-4b-it",
		},
		{
			description: "SmolVLM Instruct: compact vision-language model for laptops and edge devices.",
			id: "HuggingFaceTB/SmolVLM-Instruct",
		},
		{
			description: "LLaVA-OneVision 7B: images, multiple images and video in one model.",
			id: "llava-hf/llava-onevision-qwen2-7b-ov-hf",
		},
		{
			description: "Mistral Small 3.1: a 24B model with vision and function calling.",
			id: "mistralai/Mistral-Small-3.1-24B-Instruct-2503",
		},
	],
	spaces: [
		{
			description: "Leaderboard of vision-language models across many benchmarks.",
			id: "opencompass/open_vlm_leaderboard",
		},
		{ description: "Chat about images with the small SmolVLM model.", id: "HuggingFaceTB/SmolVLM" },
	],
	summary:
		"Image-text-to-text models (vision language models) take images and a text prompt and reply in text. They describe and compare images, read documents and charts, answer visual questions and locate objects; chat versions hold multi-turn conversations about images.",
	widgetModels: ["Qwen/Qwen2.5-VL-7B-Instruct"],
};
