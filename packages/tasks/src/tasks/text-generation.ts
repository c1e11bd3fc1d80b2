import type { TaskDataCustom } from "./types.js";

export const textGeneration: TaskDataCustom = {
	datasets: [
		{
			description: "15 trillion tokens of filtered, deduplicated English web pages for pre-training.",
			id: "HuggingFaceFW/fineweb",
		},
		{
			description: "The educational subset of FineWeb, selected by a quality classifier; trains stronger small models.",
			id: "HuggingFaceFW/fineweb-edu",
		},
		{
			description: "About 200,000 multi-turn chat dialogues, a standard set for supervised instruction tuning.",
			id: "HuggingFaceH4/ultrachat_200k",
		},
		{
			description: "Multiple-choice questions on 57 subjects, the most cited test of general knowledge.",
			id: "cais/mmlu",
		},
	],
	demo: {
		inputs: [{ label: "Input", content: "Write a haiku about a lighthouse.", type: "text" }],
		outputs: [
			{
				label: "Output",
				content: "Alone on the rocks,\nit sweeps the dark with one arm,\nships find their way home.",
				type: "text",
			},
		],
	},
	metrics: [
		{
			description:
				"How surprised the model is by held-out text (lower is better); only comparable between models with the same tokenizer.",
			id: "perplexity",
		},
		{ description: "Share of benchmark questions answered correctly, as in MMLU or GSM8K.", id: "accuracy" },
	],
	models: [
		{
			description: "Qwen2.5 7B instruction-tuned: strong multilingual chat, coding and maths for its size.",
			id: "Qwen/Qwen2.5-7B-Instruct",
		},
		{
			description: "Llama 3.1 8B instruction-tuned, with a 128k-token context (gated: accept the licence first).",
			id: "meta-llama/Llama-3.1-8B-Instruct",
		},
		{
			description: "Small chat model that runs on a laptop or in the browser.",
			id: "HuggingFaceTB/SmolLM2-1.7B-Instruct",
		},
		{ description: "Gemma 2 2B instruction-tuned, a light model from Google (gated).", id: "google/gemma-2-2b-it" },
		{
			description: "Mistral 7B Instruct v0.3, with function calling support.",
			id: "mistralai/Mistral-7B-Instruct-v0.3",
		},
		{
			description: "DeepSeek-R1: a large open reasoning model that thinks step by step before answering.",
			id: "deepseek-ai/DeepSeek-R1",
		},
	],
	spaces: [
		{
			description: "Compare open LLMs on reasoning, knowledge and instruction-following benchmarks.",
			id: "open-llm-leaderboard/open_llm_leaderboard",
		},
		{
			description: "Crowd-sourced ranking of chat models from blind pairwise human votes.",
			id: "lmarena-ai/chatbot-arena-leaderboard",
		},
	],
	summary:
		"Text generation continues a prompt with new text. It covers base language models that complete text and instruction-tuned chat models that follow requests, answer questions, write code or call tools; most chat use goes through the chat-completion API.",
	widgetModels: ["Qwen/Qwen2.5-7B-Instruct", "HuggingFaceTB/SmolLM2-1.7B-Instruct"],
};
